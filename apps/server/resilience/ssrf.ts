/**
 * SSRF refusals against a real server process (issue 33): an organization administrator (the demo
 * one) registers EHRs whose issuer points at loopback, link-local (cloud metadata), private and
 * unique-local addresses, an IPv4-mapped loopback, and DNS names that resolve to such addresses
 * (`localhost`; this machine's own name). Each must be refused with the catalogue's
 * ehrConfigurationUnreadable naming the refused range, before any connection, quickly. (A redirect
 * off the connection's origins needs a local EHR, hence private addresses allowed: it is proven by
 * `routes/admin/ehr-connections.int.test.ts` on both engines.)
 */
import { hostname } from 'node:os';
import { totpCode } from '../src/testing/admins.ts';
import { call } from './http.ts';

const DEMO_ORG_ADMIN = {
  email: 'olga@demo.example',
  password: 'triage desk demo admin',
  totpSecret: 'DEMOORGADMINTOTPSECRETAAAAAAAAAA',
};

const SSRF_TARGETS: [issuer: string, what: string][] = [
  ['https://127.0.0.1/fhir', 'loopback'],
  ['https://[::1]/fhir', 'IPv6 loopback'],
  ['https://[::ffff:127.0.0.1]/fhir', 'IPv4-mapped loopback'],
  ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
  ['https://10.0.0.1/fhir', 'private 10/8'],
  ['https://172.16.5.4/fhir', 'private 172.16/12'],
  ['https://192.168.1.1/fhir', 'private 192.168/16'],
  ['https://100.64.0.1/fhir', 'carrier-grade NAT'],
  ['https://[fd00::1]/fhir', 'unique-local'],
  ['https://localhost/fhir', 'DNS name resolving to loopback'],
  [`https://${hostname()}/fhir`, `DNS name of this machine (${hostname()})`],
];

export interface SsrfFigures {
  refused: number;
  total: number;
  maxMs: number;
  failures: string[];
}

/** Signs the demo organization administrator in on `port` and tries every target; the figures. */
export async function ssrfRefusals(port: number): Promise<SsrfFigures> {
  const code = await totpCode(DEMO_ORG_ADMIN.totpSecret, new Date());
  const signIn = await call({
    port,
    path: '/api/admin/sign-in',
    from: '127.0.41.1',
    body: { email: DEMO_ORG_ADMIN.email, password: DEMO_ORG_ADMIN.password, code },
  });
  const session = signIn.json?.data?.adminSessionId;
  if (typeof session !== 'string') throw new Error(`admin sign-in failed: ${signIn.status} ${signIn.body}`);
  const figures: SsrfFigures = { refused: 0, total: SSRF_TARGETS.length, maxMs: 0, failures: [] };
  for (const [issuer, what] of SSRF_TARGETS) {
    const answer = await call({
      port,
      path: '/api/admin/practices/demo/ehr-connections',
      from: '127.0.41.1',
      headers: { 'x-admin-session': session },
      body: { issuer, clientId: 'ssrf-probe', origins: [] },
    });
    const technical = (answer.json?.error as { technical?: string } | undefined)?.technical ?? '';
    const refused =
      answer.status === 400 &&
      answer.json?.error?.code === 'ehrConfigurationUnreadable' &&
      /(is not a public address|resolves to a refused address)/.test(technical);
    figures.maxMs = Math.max(figures.maxMs, answer.ms);
    console.log(
      `  ${refused ? 'refused' : 'NOT REFUSED'} ${what}: ${issuer} in ${Math.round(answer.ms)} ms (${technical})`,
    );
    if (refused) figures.refused += 1;
    else figures.failures.push(`${issuer}: ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return figures;
}
