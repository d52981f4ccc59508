-- The API's PostgreSQL role: data access only (docs/deploy.md, "Database roles").
-- Run as the owner of the tables (the role in DATABASE_MIGRATION_URL) after `CREATE ROLE triage_api
-- LOGIN PASSWORD '...'`, and again after an upgrade whose migrations add tables. The API then
-- connects as triage_api (DATABASE_URL) and never migrates; it cannot create or alter tables, and
-- cannot update, delete or truncate audit events (ASVS 7.3.3): audit retention is purged by the
-- owner with `npm run admin -- purge-old-records`.
GRANT USAGE ON SCHEMA public TO triage_api;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO triage_api;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO triage_api;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM triage_api;
