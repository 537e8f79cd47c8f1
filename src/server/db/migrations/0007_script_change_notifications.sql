-- Issue 12 item 2 (ADR 0025): each instance keeps the script-list replies it has built in memory and drops a
-- user's lists when told. Every insert, update or delete of a script is announced on channel
-- nova_script_changes with its owner's user id, whoever made it: this app, another instance, a cascade or psql.
-- PostgreSQL delivers a transaction's notifications when it commits, one per distinct payload.
CREATE OR REPLACE FUNCTION nova_notify_script_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('nova_script_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('nova_script_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER script_changed AFTER INSERT OR UPDATE OR DELETE ON "scripts" FOR EACH ROW EXECUTE FUNCTION nova_notify_script_change();
