// Run before the browser tests' server starts (like lapsed-organization.mjs): registers the local
// EHR (e2e/local-ehr) for the demo practice with the admin command line, as an administrator
// would: its FHIR bases that launch (S256 only), advertise plain PKCE, or offer none. /fhir-unknown
// stays unregistered. The demo practice is seeded by the server's first start, so the server is
// started once and stopped first when it is not there yet. Does nothing when already registered
// (a reused E2E_DATA_DIR).
import { execFileSync, spawn } from 'node:child_process';

export const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
export const LOCAL_EHR_ORIGIN = `http://127.0.0.1:${LOCAL_EHR_PORT}`;
export const LOCAL_EHR_AUTH_ORIGIN = `http://127.0.0.1:${LOCAL_EHR_PORT + 1}`;
export const SMART_CLIENT_ID = 'triage-desk-e2e';

function admin(args) {
  return execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** Starts the server once (it seeds the demo data), waits until it is ready, stops it. */
async function seedOnce() {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'ignore' });
  const ready = `http://127.0.0.1:${process.env.PORT}/readyz`;
  try {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const ok = await fetch(ready).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('The server did not start to seed the demo data');
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

if (!/(^|\s)demo(\s|$)/m.test(admin(['list-practices']))) await seedOnce();
const registered = admin(['list-ehr-connections']);
for (const base of ['fhir', 'fhir-plain', 'fhir-nopkce']) {
  const issuer = `${LOCAL_EHR_ORIGIN}/${base}`;
  if (registered.includes(`\t${issuer}\t`)) continue;
  admin([
    'register-ehr',
    '--practice',
    'demo',
    '--issuer',
    issuer,
    '--client-id',
    SMART_CLIENT_ID,
    '--origin',
    LOCAL_EHR_AUTH_ORIGIN,
  ]);
}
