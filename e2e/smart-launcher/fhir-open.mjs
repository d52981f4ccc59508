/**
 * An open (no token) FHIR R4 server for the SMART Health IT launcher's FHIR_SERVER_R4: the local
 * EHR's Medplum router and seed (../local-ehr/fhir-server.mjs: Patient pat-1 and pat-2, Encounter
 * enc-1, Practitioner prac-1) over plain HTTP at the origin's root. The launcher checks the tokens
 * in front of it (its /v/r4/fhir proxy); this server must not be reachable from anywhere else.
 * Test code only. Usage (see check.mjs):
 *
 *   FHIR_PORT=4100 node e2e/smart-launcher/fhir-open.mjs
 */
import { createServer } from 'node:http';
import { handleFhir } from '../local-ehr/fhir-server.mjs';

const HOST = process.env.FHIR_HOST ?? '127.0.0.1';
const PORT = Number(process.env.FHIR_PORT ?? 4100);
const BASE = `http://${HOST}:${PORT}`;
const TYPES = ['Patient', 'Practitioner', 'Encounter', 'QuestionnaireResponse', 'Observation', 'DocumentReference'];

/** The launcher adds its OAuth URIs to /metadata only when rest[0].security is there. */
const METADATA = {
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: new Date().toISOString(),
  kind: 'instance',
  fhirVersion: '4.0.1',
  format: ['json'],
  implementation: { description: 'Triage Desk test FHIR R4 (Medplum router, in memory)', url: BASE },
  rest: [
    {
      mode: 'server',
      security: { cors: true },
      interaction: [{ code: 'transaction' }, { code: 'batch' }],
      resource: [...TYPES, 'Provenance'].map((type) => ({
        type,
        interaction: ['read', 'search-type', 'create', 'update'].map((code) => ({ code })),
      })),
    },
  ],
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/fhir+json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', BASE);
    // The launcher asks `Encounter/?…`: no trailing slash; and `patient=pat-1`, which the memory
    // repository matches only as a reference.
    const path = url.pathname.replace(/^\/+|\/+$/g, '');
    for (const [key, value] of [...url.searchParams]) {
      if (key === 'patient' && !value.includes('/')) url.searchParams.set(key, `Patient/${value}`);
    }
    if (req.method === 'GET' && path === 'metadata') return send(res, 200, METADATA);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const [status, body] = await handleFhir(req.method, path, url.search, text ? JSON.parse(text) : undefined);
    console.log(`${req.method} /${path}${url.search} ${status}`);
    return send(res, status, body);
  } catch (error) {
    console.error(error);
    send(res, 500, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'exception' }] });
  }
}).listen(PORT, HOST, () => console.log(`FHIR R4 (open, in memory) on ${BASE}`));
