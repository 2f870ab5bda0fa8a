DROP INDEX "student_progress_objective_idx";--> statement-breakpoint
ALTER TABLE "course_content" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("course_content"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("course_content"."author", '')), 'B') || setweight(to_tsvector('english', "course_content"."content"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "course_materials" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "learning_objectives_course_idx" ON "learning_objectives" USING btree ("course");--> statement-breakpoint
CREATE INDEX "students_course_level_idx" ON "students" USING btree ("course","current_difficulty_level");--> statement-breakpoint
CREATE INDEX "course_content_search_idx" ON "course_content" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "student_progress_objective_idx" ON "student_progress" USING btree ("objective_id","progress");