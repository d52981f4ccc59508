/** Admin commands for EHR connections (SMART App Launch, docs/smart-on-fhir.md). */
import { AppError } from '../lib/app-error.ts';
import { findEhrConnection, listEhrConnections } from '../repositories/ehr-connections.repository.ts';
import { findPracticeById } from '../repositories/practices.repository.ts';
import {
  changeEhrConnectionScopes,
  normalizeIssuer,
  registerEhrConnection,
} from '../services/admin/ehr-connections.ts';
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
        { allowPrivateAddresses: ctx.allowPrivateEhrAddresses ?? false },
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
      ctx.io.out(`Authorization server (from its SMART configuration): ${row.authorizationIssuer}`);
      ctx.io.out(`Scopes: ${row.scopes}`);
      ctx.io.out(`Origins allowed to the browser (at once): ${row.origins.join(' ')}`);
      ctx.io.out('Launch URL: /smart/launch   Redirect URL: /smart/callback');
    },
  },
  'set-ehr-scopes': {
    summary:
      'Change the SMART scopes an EHR connection asks for (checked; launch openid fhirUser always kept; audited)',
    usage: '--issuer <FHIR base URL> --scopes "<scopes>"',
    options: { issuer: { type: 'string' }, scopes: { type: 'string' } },
    run: async (ctx, values) => {
      const issuer = normalizeIssuer(required(values, 'issuer'));
      const connection = await findEhrConnection(ctx.db, issuer);
      const practice = connection ? await findPracticeById(ctx.db, connection.practiceId) : undefined;
      if (!connection || !practice) throw new AppError('badData', `No EHR connection is registered for ${issuer}`);
      const row = await changeEhrConnectionScopes(
        ctx.db,
        practice,
        connection.id,
        required(values, 'scopes'),
        ctx.now(),
      );
      ctx.io.out(`EHR connection ${row.id} (${row.issuer}) now asks for: ${row.scopes}`);
    },
  },
  'list-ehr-connections': {
    summary:
      'List the registered EHR connections (id, account, issuer, client id, scopes, origins, authorization server; "register again" when it was not recorded)',
    usage: '',
    options: {},
    run: async (ctx) => {
      for (const row of await listEhrConnections(ctx.db)) {
        ctx.io.out(
          `${row.id}\t${row.accountId}\t${row.issuer}\t${row.clientId}\t${row.scopes}\t${row.origins.join(' ')}\t${row.authorizationIssuer ?? '(register again)'}`,
        );
      }
    },
  },
};
