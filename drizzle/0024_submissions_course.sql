DROP INDEX "student_assignments_to_grade_idx";--> statement-breakpoint
ALTER TABLE "student_assignments" ADD COLUMN "course" "course";--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a student's assignment carries its
-- assignment's course, so that a course's grading list reads one page of an index instead of
-- every course's waiting work (issue 16, item 1). A new row takes it as it is inserted; an
-- assignment moved to another course moves its students' rows, in the same transaction.
CREATE FUNCTION "student_assignments_course_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.course := (SELECT course FROM assignments WHERE id = NEW.assignment_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_assignments_course_on_insert" BEFORE INSERT OR UPDATE OF assignment_id, course ON "student_assignments"
FOR EACH ROW EXECUTE FUNCTION "student_assignments_course_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "student_assignments_course_follows_assignment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_assignments SET course = NEW.course WHERE assignment_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_assignments_course_follows_assignment" AFTER UPDATE OF course ON "assignments"
FOR EACH ROW WHEN (OLD.course IS DISTINCT FROM NEW.course) EXECUTE FUNCTION "student_assignments_course_follows_assignment"();
--> statement-breakpoint
-- The rows already there (the insert trigger exists from here on, in this same transaction).
UPDATE "student_assignments" sa SET course = a.course FROM "assignments" a WHERE a.id = sa.assignment_id;--> statement-breakpoint
CREATE INDEX "student_assignments_course_to_grade_idx" ON "student_assignments" USING btree ("course","received_at","id") WHERE "student_assignments"."status" = 'submitted';
