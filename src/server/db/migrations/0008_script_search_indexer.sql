-- Issue 12 item 2 (ADR 0027): the search document is no longer rebuilt inside every save. Computing it (and
-- its GIN entries) was ~0.8 ms of a ~1 ms save on PostgreSQL, and an editor saves the same script again and
-- again. The column keeps its values and becomes a plain one; a write that changes the texts it covers sets it
-- to NULL, and the app's search indexer fills it in shortly after (services/scripts/search-indexer.ts). A
-- search computes the document from the row itself while it is NULL, so results never wait for the indexer.
ALTER TABLE "scripts" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
CREATE INDEX "scripts_search_stale_idx" ON "scripts" USING btree ("id") WHERE search is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nova_script_search_stale() RETURNS trigger AS $$
BEGIN
  -- A new row is always indexed by the indexer (a document supplied with it could be anything).
  IF TG_OP = 'INSERT' OR NEW.topic IS DISTINCT FROM OLD.topic OR NEW.concept IS DISTINCT FROM OLD.concept
     OR NEW.characters IS DISTINCT FROM OLD.characters OR NEW.script_content IS DISTINCT FROM OLD.script_content THEN
    NEW.search := NULL;
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER script_search_stale BEFORE INSERT OR UPDATE OF topic, concept, characters, script_content ON "scripts" FOR EACH ROW EXECUTE FUNCTION nova_script_search_stale();--> statement-breakpoint
-- The indexer filling in a document (NULL → a document, nothing else changed) is not a change anyone's list
-- shows, so it is not announced on nova_script_changes (migration 0007): every other write still is.
DROP TRIGGER script_changed ON "scripts";--> statement-breakpoint
CREATE TRIGGER script_changed AFTER INSERT OR DELETE ON "scripts" FOR EACH ROW EXECUTE FUNCTION nova_notify_script_change();--> statement-breakpoint
CREATE TRIGGER script_updated AFTER UPDATE ON "scripts" FOR EACH ROW WHEN (NOT (OLD.search IS NULL AND NEW.search IS NOT NULL)) EXECUTE FUNCTION nova_notify_script_change();
