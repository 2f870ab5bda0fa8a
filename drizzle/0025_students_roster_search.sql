ALTER TABLE "students" ADD COLUMN "roster_search" text GENERATED ALWAYS AS (lower("students"."roster_name")) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a student's latest activity, kept as
-- activities are recorded, in the same statement (issue 16, item 1). Activities are never edited;
-- a student's are deleted only with the student.
CREATE FUNCTION "students_last_activity_follows_activities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE students s SET last_activity_at = n.latest
  FROM (SELECT student_id, max(created_at) AS latest FROM new_activities GROUP BY student_id) n
  WHERE s.id = n.student_id AND (s.last_activity_at IS NULL OR s.last_activity_at < n.latest);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_last_activity_follows_activities" AFTER INSERT ON "activities"
REFERENCING NEW TABLE AS new_activities FOR EACH STATEMENT EXECUTE FUNCTION "students_last_activity_follows_activities"();
--> statement-breakpoint
-- The activities already there.
UPDATE "students" s SET last_activity_at = a.latest FROM (SELECT student_id, max(created_at) AS latest FROM "activities" GROUP BY student_id) a WHERE s.id = a.student_id;--> statement-breakpoint
-- A course's roster page, and a search in it, read this index alone (an index-only scan): the
-- lower-case name is checked in it, and the latest activity is in it (drizzle/0022).
DROP INDEX "students_course_roster_idx";--> statement-breakpoint
CREATE INDEX "students_course_roster_idx" ON "students" USING btree ("course","roster_name","user_id") INCLUDE ("id","current_difficulty_level","overall_progress","last_activity_at","roster_search");
