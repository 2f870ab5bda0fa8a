ALTER TABLE "applications" ADD COLUMN "draft_answers" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_resume_token_idx" ON "applications" USING btree ("resume_token_hash");--> statement-breakpoint
CREATE INDEX "applications_draft_email_idx" ON "applications" USING btree (lower("email")) WHERE "applications"."status" = 'draft';