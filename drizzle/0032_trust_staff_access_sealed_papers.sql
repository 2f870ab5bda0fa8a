CREATE TABLE "staff_access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_access_events_action_check" CHECK ("staff_access_events"."action" in ('requested', 'invited', 'approved', 'refused', 'revoked', 'migrated'))
);
--> statement-breakpoint
ALTER TABLE "reflection_papers" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_access" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_access_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "sealed_title" text;--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "sealed_analysis" text;--> statement-breakpoint
ALTER TABLE "reflection_papers" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_access_events" ADD CONSTRAINT "staff_access_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_events" ADD CONSTRAINT "staff_access_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_access_events_user_idx" ON "staff_access_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_staff_access_idx" ON "users" USING btree ("staff_access","staff_access_changed_at","id") WHERE "users"."staff_access" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_token_idx" ON "users" USING btree ("pending_email_token_hash") WHERE "users"."pending_email_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "reflection_papers_search_terms_idx" ON "reflection_papers" USING gin ("search_terms");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_access_check" CHECK ("users"."staff_access" in ('pending', 'approved', 'refused', 'revoked'));--> statement-breakpoint
-- Issue 34. Educators who had access keep it: approved, with the migration recorded as the reason.
UPDATE "users" SET "staff_access" = 'approved', "staff_access_changed_at" = now() WHERE "role" = 'educator';--> statement-breakpoint
INSERT INTO "staff_access_events" ("user_id", "action", "note") SELECT "id", 'migrated', 'Had educator access before approvals began' FROM "users" WHERE "role" = 'educator';--> statement-breakpoint
-- Notification addresses are confirmed before they receive mail. The one an accepted applicant applied
-- with is their username (the admissions path); any other was typed in the settings, never confirmed:
-- it waits, unused, until its owner asks for the confirmation link.
UPDATE "users" SET "pending_email" = "email", "email" = NULL WHERE "email" IS NOT NULL AND lower("email") <> lower("username");--> statement-breakpoint
-- A paper's analysis held its sentences and phrases in clear: it is worked out again, sealed (the
-- analysis job reads the sealed text), and the clear columns are dropped by the next migration.
INSERT INTO "jobs" ("kind", "payload") SELECT 'papers.analyse', jsonb_build_object('paperId', "id") FROM "reflection_papers" WHERE "analysis_status" = 'complete';--> statement-breakpoint
UPDATE "reflection_papers" SET "analysis_status" = 'pending', "analyzed_at" = NULL WHERE "analysis_status" = 'complete';--> statement-breakpoint
UPDATE "activities" SET "description" = 'Submitted a reflection paper' WHERE "type" = 'reflection_paper';--> statement-breakpoint
-- Kept answers are sealed with a key derived from the client's Idempotency-Key, which is stored only
-- as its hash. Older answers cannot be sealed here: their status is kept, their body forgotten. A key
-- still pending belonged to a process that is gone (the server is stopped for a migration).
DELETE FROM "idempotency_keys" WHERE "status_code" IS NULL;--> statement-breakpoint
UPDATE "idempotency_keys" SET "key" = encode(sha256(convert_to("key", 'UTF8')), 'hex'), "response" = NULL;
