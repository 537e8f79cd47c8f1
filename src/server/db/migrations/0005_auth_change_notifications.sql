-- Issue 12 item 2: each instance keeps the sessions it has checked in memory and drops them when told. Every
-- change to a session, a user or an app user is announced on channel nova_auth_changes ("s:<session id>" or
-- "u:<auth user id>"), whoever made it: this app, another instance, `npm run admin`, a cascade or psql.
CREATE OR REPLACE FUNCTION nova_notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('nova_auth_changes', 's:' || OLD.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nova_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('nova_auth_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nova_notify_app_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('nova_auth_changes', 'u:' || OLD.auth_user_id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION nova_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION nova_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER app_user_changed AFTER UPDATE OR DELETE ON "app_users" FOR EACH ROW EXECUTE FUNCTION nova_notify_app_user_change();
