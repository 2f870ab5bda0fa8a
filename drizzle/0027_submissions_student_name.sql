ALTER TABLE "student_assignments" ADD COLUMN "student_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a student's assignment carries the
-- student's roster name (the account's name, drizzle/0022), so that a course's grading list reads
-- no students row for each item (issue 16, item 1). A new row takes it as it is inserted; a
-- renamed student renames their rows, in the same transaction.
CREATE FUNCTION "student_assignments_student_name_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.student_name := (SELECT roster_name FROM students WHERE id = NEW.student_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_assignments_student_name_on_insert" BEFORE INSERT OR UPDATE OF student_id, student_name ON "student_assignments"
FOR EACH ROW EXECUTE FUNCTION "student_assignments_student_name_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "student_assignments_student_name_follows_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_assignments SET student_name = NEW.roster_name WHERE student_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_assignments_student_name_follows_student" AFTER UPDATE OF roster_name ON "students"
FOR EACH ROW WHEN (OLD.roster_name IS DISTINCT FROM NEW.roster_name) EXECUTE FUNCTION "student_assignments_student_name_follows_student"();
--> statement-breakpoint
-- The rows already there (the insert trigger exists from here on, in this same transaction).
UPDATE "student_assignments" sa SET student_name = s.roster_name FROM "students" s WHERE s.id = sa.student_id;
