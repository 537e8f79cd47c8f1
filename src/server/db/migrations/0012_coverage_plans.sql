-- Line-to-standard tracing (ADR 0059) and the coverage map and series plans (ADR 0060, docs/product/coverage.md).
-- script_standards: one row per script and standard it lists or teaches, rebuilt by every save in the save's own
-- statement. The script's owner, visibility, status and saved flag are copied in (kept in step by the trigger
-- below) so that the coverage map is one indexed GROUP BY over this table, with no join.
CREATE TABLE "script_standards" (
	"script_id" integer NOT NULL,
	"code" text NOT NULL,
	"grade" text NOT NULL,
	"strand" text NOT NULL,
	"role" text,
	"listed" boolean DEFAULT false NOT NULL,
	"taught" boolean DEFAULT false NOT NULL,
	"scenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_saved" boolean DEFAULT true NOT NULL,
	"status_rank" smallint GENERATED ALWAYS AS (CASE "status" WHEN 'approved' THEN 3 WHEN 'in_review' THEN 2 WHEN 'changes_requested' THEN 2 ELSE 1 END) STORED NOT NULL,
	CONSTRAINT "script_standards_script_id_code_pk" PRIMARY KEY("script_id","code")
);
--> statement-breakpoint
ALTER TABLE "script_standards" ADD CONSTRAINT "script_standards_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "script_standards_coverage_idx" ON "script_standards" USING btree ("grade","strand","code","status") INCLUDE ("taught","visibility","user_id") WHERE is_saved;
--> statement-breakpoint
CREATE INDEX "script_standards_code_idx" ON "script_standards" USING btree ("code","taught","status_rank","script_id") WHERE is_saved;
--> statement-breakpoint
-- A new row takes the script's facts; a change of the script's facts (or a save, which bumps its version) copies
-- them to its rows. An AFTER ROW trigger runs once the statement's work is done, so a save that rebuilds the rows
-- in the same statement still ends with the row's final status.
CREATE OR REPLACE FUNCTION script_standards_fill() RETURNS trigger AS $$
BEGIN
	SELECT s.user_id, s.visibility, s.status, s.is_saved INTO NEW.user_id, NEW.visibility, NEW.status, NEW.is_saved
	FROM scripts s WHERE s.id = NEW.script_id;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER script_standards_fill BEFORE INSERT ON script_standards FOR EACH ROW EXECUTE FUNCTION script_standards_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_standards_follow() RETURNS trigger AS $$
BEGIN
	UPDATE script_standards SET user_id = NEW.user_id, visibility = NEW.visibility, status = NEW.status, is_saved = NEW.is_saved
	WHERE script_id = NEW.id
		AND (user_id, visibility, status, is_saved) IS DISTINCT FROM (NEW.user_id, NEW.visibility, NEW.status, NEW.is_saved);
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER script_standards_follow AFTER UPDATE ON scripts FOR EACH ROW
	WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.visibility IS DISTINCT FROM NEW.visibility
		OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_saved IS DISTINCT FROM NEW.is_saved
		OR OLD.version IS DISTINCT FROM NEW.version)
	EXECUTE FUNCTION script_standards_follow();
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"grade" text NOT NULL,
	"strand" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "plans_updated_idx" ON "plans" USING btree ("updated_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "plan_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"topic" text NOT NULL,
	"grade" text NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_minutes" integer NOT NULL,
	"assignee_id" integer,
	"script_id" integer
);
--> statement-breakpoint
ALTER TABLE "plan_episodes" ADD CONSTRAINT "plan_episodes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_episodes" ADD CONSTRAINT "plan_episodes_assignee_id_app_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_episodes" ADD CONSTRAINT "plan_episodes_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "plan_episodes_plan_idx" ON "plan_episodes" USING btree ("plan_id","position");
