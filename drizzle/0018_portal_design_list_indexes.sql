DROP INDEX "cohort_meetings_course_time_idx";--> statement-breakpoint
CREATE INDEX "calendar_events_public_start_id_idx" ON "calendar_events" USING btree ("start_time","id") WHERE "calendar_events"."is_public";--> statement-breakpoint
CREATE INDEX "cohort_meetings_course_time_id_idx" ON "cohort_meetings" USING btree ("course","scheduled_time","id");--> statement-breakpoint
CREATE INDEX "cohort_meetings_time_id_idx" ON "cohort_meetings" USING btree ("scheduled_time","id");--> statement-breakpoint
CREATE INDEX "design_files_active_created_id_idx" ON "design_files" USING btree ("created_at","id") WHERE "design_files"."is_active";--> statement-breakpoint
CREATE INDEX "stored_assets_downloaded_id_idx" ON "stored_assets" USING btree ("downloaded_at","id");