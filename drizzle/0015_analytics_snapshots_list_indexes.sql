CREATE TABLE "analytics_snapshots" (
	"scope" text PRIMARY KEY NOT NULL,
	"cohort" jsonb NOT NULL,
	"gaps" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "applications_review_order_idx" ON "applications" USING btree ("submitted_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "applications"."status" <> 'draft';