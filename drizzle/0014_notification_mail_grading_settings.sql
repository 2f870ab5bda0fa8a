CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_muted" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD COLUMN "graded_by" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_assignments_to_grade_idx" ON "student_assignments" USING btree ("received_at","id") WHERE "student_assignments"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_pending";--> statement-breakpoint
-- Accepted applicants' accounts are named by their e-mail: it is where their notifications go, in the language they applied in.
UPDATE "users" SET "email" = "username" WHERE "email" IS NULL AND "username" LIKE '%_@_%._%';--> statement-breakpoint
UPDATE "users" u SET "language" = a."language" FROM "applications" a WHERE lower(a."email") = lower(u."username") AND a."status" = 'accepted';
--> statement-breakpoint
-- Work submitted before the offline outbox recorded when it arrived: it arrived when it was submitted (the grading queue sorts by arrival).
UPDATE "student_assignments" SET "received_at" = "submitted_at" WHERE "received_at" IS NULL AND "submitted_at" IS NOT NULL;
