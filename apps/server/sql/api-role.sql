-- The API's PostgreSQL role: data access only (docs/deploy.md, "Database roles").
-- Run as the owner of the tables (the role in DATABASE_MIGRATION_URL) after `CREATE ROLE triage_api
-- LOGIN PASSWORD '...'`, again after an upgrade whose migrations add tables, and again after a restore
-- into a fresh cluster (grants belong to the cluster's roles; docs/backup.md). The API then connects
-- as triage_api (DATABASE_URL) and never migrates; it cannot create or alter tables.
-- The audit trail (ASVS 7.3.3): the API cannot update, delete or truncate audit events; of the
-- refusal counts it may only add rows and raise a row's count and latest time (counting a refusal
-- is an INSERT ... ON CONFLICT DO UPDATE of those two columns), never delete, truncate or rewrite a
-- row's window, type, outcome, practice or address. Audit retention (both tables) is purged by the
-- owner with `npm run admin -- purge-old-records`.
GRANT USAGE ON SCHEMA public TO triage_api;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO triage_api;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO triage_api;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM triage_api;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_refusals FROM triage_api;
GRANT UPDATE (count, last_at) ON audit_refusals TO triage_api;
