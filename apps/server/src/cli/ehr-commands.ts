/** Admin commands for EHR connections (SMART App Launch, docs/smart-on-fhir.md). */
import { listEhrConnections } from '../repositories/ehr-connections.repository.ts';
import { registerEhrConnection } from '../services/admin/ehr-connections.ts';
import { type Command, required, text } from './command.ts';

export const EHR_COMMANDS: Record<string, Command> = {
  'register-ehr': {
    summary: "Register an EHR for SMART App Launch: its FHIR base URL (the launch's iss) and the client id it issued",
    usage:
      '--practice <account id> --issuer <FHIR base URL> --client-id <id> [--scopes "<scopes>"] [--origin <auth server origin> ...]',
    options: {
      practice: { type: 'string' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      scopes: { type: 'string' },
      origin: { type: 'string', multiple: true },
    },
    run: async (ctx, values) => {
      const origins = (Array.isArray(values.origin) ? values.origin : []).filter((o) => typeof o === 'string');
      const row = await registerEhrConnection(
        ctx.db,
        {
          practiceId: required(values, 'practice'),
          issuer: required(values, 'issuer'),
          clientId: required(values, 'client-id'),
          scopes: text(values, 'scopes'),
          origins,
        },
        ctx.now(),
      );
      ctx.io.out(`Registered EHR connection ${row.id}: ${row.issuer} (client ${row.clientId}).`);
      ctx.io.out(`Origins allowed to the browser (at once): ${row.origins.join(' ')}`);
      ctx.io.out('Launch URL: /smart/launch   Redirect URL: /smart/callback');
    },
  },
  'list-ehr-connections': {
    summary: 'List the registered EHR connections',
    usage: '',
    options: {},
    run: async (ctx) => {
      for (const row of await listEhrConnections(ctx.db)) {
        ctx.io.out(
          `${row.id}\t${row.accountId}\t${row.issuer}\t${row.clientId}\t${row.scopes}\t${row.origins.join(' ')}`,
        );
      }
    },
  },
};
