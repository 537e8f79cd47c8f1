CREATE TABLE "script_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"script_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"version" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"script_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"body" text NOT NULL,
	"made_version" integer NOT NULL,
	"anchor_from" integer,
	"anchor_to" integer,
	"anchor_version" integer NOT NULL,
	"quote" text,
	"outdated" boolean DEFAULT false NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_editors" (
	"script_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_editors_script_id_user_id_pk" PRIMARY KEY("script_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "script_mail_folds" (
	"user_id" integer NOT NULL,
	"script_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"pending" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_since" timestamp with time zone,
	CONSTRAINT "script_mail_folds_user_id_script_id_pk" PRIMARY KEY("user_id","script_id")
);
--> statement-breakpoint
CREATE TABLE "script_reviewers" (
	"script_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer,
	"message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_version" integer,
	"note" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "script_reviewers_script_id_user_id_pk" PRIMARY KEY("script_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "script_activity" ADD CONSTRAINT "script_activity_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_activity" ADD CONSTRAINT "script_activity_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_comments" ADD CONSTRAINT "script_comments_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_comments" ADD CONSTRAINT "script_comments_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_editors" ADD CONSTRAINT "script_editors_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_editors" ADD CONSTRAINT "script_editors_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_mail_folds" ADD CONSTRAINT "script_mail_folds_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_mail_folds" ADD CONSTRAINT "script_mail_folds_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_reviewers" ADD CONSTRAINT "script_reviewers_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_reviewers" ADD CONSTRAINT "script_reviewers_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_reviewers" ADD CONSTRAINT "script_reviewers_requested_by_app_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "script_activity_script_idx" ON "script_activity" USING btree ("script_id","id");--> statement-breakpoint
CREATE INDEX "script_comments_script_idx" ON "script_comments" USING btree ("script_id","id");--> statement-breakpoint
CREATE INDEX "script_editors_user_idx" ON "script_editors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "script_mail_folds_pending_idx" ON "script_mail_folds" USING btree ("last_sent_at") WHERE pending_since is not null;--> statement-breakpoint
CREATE INDEX "script_reviewers_user_idx" ON "script_reviewers" USING btree ("user_id","requested_at");--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_approved_by_app_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scripts_team_created_idx" ON "scripts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'team' and is_saved;