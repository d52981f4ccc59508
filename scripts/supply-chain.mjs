// CI's supply-chain step (`npm run supply-chain`): writes a CycloneDX SBOM of the production
// dependencies, then asks the registry for known vulnerabilities (`npm audit`). A finding of high
// severity or above fails. A registry that does not answer the audit (some mirrors return 405) is
// said plainly — the audit did NOT run, which is not a pass — and the SBOM is what to scan instead
// (docs/security.md, "Dependencies").
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join('test-results', 'sbom');
mkdirSync(dir, { recursive: true });
const sbomPath = join(dir, 'triage-desk.cdx.json');

const sbom = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (sbom.status !== 0) {
  console.error(sbom.stderr);
  console.error('SBOM: npm sbom failed');
  process.exit(1);
}
writeFileSync(sbomPath, sbom.stdout);
const components = JSON.parse(sbom.stdout).components?.length ?? 0;
console.log(`SBOM: ${sbomPath} (CycloneDX, ${components} production components)`);

const audit = spawnSync('npm', ['audit', '--omit', 'dev', '--audit-level=high', '--loglevel', 'warn'], {
  encoding: 'utf8',
});
const output = `${audit.stdout}\n${audit.stderr}`;
if (audit.status === 0) {
  console.log('npm audit: answered by the registry; no known vulnerability of high severity or above.');
  process.exit(0);
}
const refused = /audit endpoint returned an error|\b40[0-9] [A-Z][a-z]|ENOAUDIT|EAUDITNOLOCK/.exec(output);
if (refused) {
  const status = /\b(\d{3}) [A-Za-z ]+- POST \S+/.exec(output)?.[0] ?? refused[0];
  console.log('');
  console.log('************************************************************************************');
  console.log(`npm audit: NOT RUN — the registry did not answer the audit request (${status}).`);
  console.log('This is NOT a pass: no vulnerability database was consulted in this run.');
  console.log(`Scan the SBOM instead, e.g. osv-scanner --sbom ${sbomPath} or Dependency-Track.`);
  console.log('************************************************************************************');
  process.exit(0);
}
console.log(output);
console.error('npm audit: known vulnerabilities of high severity or above in production dependencies.');
process.exit(1);
