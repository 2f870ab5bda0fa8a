DROP INDEX "applications_status_submitted_idx";--> statement-breakpoint
DROP INDEX "applications_review_order_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
CREATE INDEX "applications_status_review_order_idx" ON "applications" USING btree ("status",coalesce("submitted_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "applications_review_order_idx" ON "applications" USING btree (coalesce("submitted_at", "created_at"),"id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");