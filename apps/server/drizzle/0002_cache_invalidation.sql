-- Cache invalidation: every change to what a server instance keeps in memory about sessions,
-- practices, entitlements, subscriptions and content announces itself on the channel
-- 'triage_cache', in the transaction that makes it (delivered at commit, dropped on rollback),
-- whoever writes it: the API, the admin commands or an operator's SQL. Payloads: session:<id_hash>,
-- practice:<id>, organization:<id>, content, reset. See apps/server/src/db/invalidation.ts.
CREATE FUNCTION triage_cache_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_cache', 'session:' || OLD.id_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION triage_cache_notify_session();
--> statement-breakpoint
-- Activity (last_active_at moving forward) and the concurrency key are not announced: instances
-- read them again when an entry is older than its maximum age. Anything else is.
CREATE TRIGGER sessions_cache_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    OLD.id_hash IS DISTINCT FROM NEW.id_hash
    OR OLD.practice_id IS DISTINCT FROM NEW.practice_id
    OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.location_id IS DISTINCT FROM NEW.location_id
    OR OLD.options_override IS DISTINCT FROM NEW.options_override
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR NEW.last_active_at < OLD.last_active_at
  ) EXECUTE FUNCTION triage_cache_notify_session();
--> statement-breakpoint
CREATE FUNCTION triage_cache_notify_practice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('triage_cache', 'practice:' || OLD.practice_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('triage_cache', 'practice:' || NEW.practice_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION triage_cache_notify_practice_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_cache', 'practice:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER practices_cache AFTER UPDATE OR DELETE ON practices
  FOR EACH ROW EXECUTE FUNCTION triage_cache_notify_practice_row();
--> statement-breakpoint
CREATE TRIGGER practice_content_sets_cache AFTER INSERT OR UPDATE OR DELETE ON practice_content_sets
  FOR EACH ROW EXECUTE FUNCTION triage_cache_notify_practice();
--> statement-breakpoint
CREATE FUNCTION triage_cache_notify_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('triage_cache', 'organization:' || OLD.organization_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('triage_cache', 'organization:' || NEW.organization_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_cache AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION triage_cache_notify_organization();
--> statement-breakpoint
CREATE FUNCTION triage_cache_notify_constant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER protocols_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON protocols
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('content');
--> statement-breakpoint
CREATE TRIGGER content_sets_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_sets
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('content');
--> statement-breakpoint
CREATE TRIGGER sessions_cache_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('reset');
--> statement-breakpoint
CREATE TRIGGER practices_cache_truncate AFTER TRUNCATE ON practices
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('reset');
--> statement-breakpoint
CREATE TRIGGER practice_content_sets_cache_truncate AFTER TRUNCATE ON practice_content_sets
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('reset');
--> statement-breakpoint
CREATE TRIGGER subscriptions_cache_truncate AFTER TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION triage_cache_notify_constant('reset');
