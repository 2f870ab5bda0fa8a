ALTER TABLE "students" ADD COLUMN "roster_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): roster_name is always the account's
-- name. A new learner profile takes it as it is inserted; a renamed account renames its profile,
-- in the same transaction.
CREATE FUNCTION "students_roster_name_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.roster_name := (SELECT name FROM users WHERE id = NEW.user_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_roster_name_on_insert" BEFORE INSERT OR UPDATE OF user_id, roster_name ON "students"
FOR EACH ROW EXECUTE FUNCTION "students_roster_name_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "students_roster_name_follows_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE students SET roster_name = NEW.name WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_roster_name_follows_user" AFTER UPDATE OF name ON "users"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "students_roster_name_follows_user"();
--> statement-breakpoint
-- The profiles already there (the insert trigger exists from here on, in this same transaction).
UPDATE "students" s SET roster_name = u.name FROM "users" u WHERE u.id = s.user_id;--> statement-breakpoint
-- A course's roster in name order. The included columns let a search within a course check
-- names in the index alone, without visiting each student's row (the schema cannot say INCLUDE).
CREATE INDEX "students_course_roster_idx" ON "students" USING btree ("course","roster_name","user_id") INCLUDE ("id","current_difficulty_level","overall_progress");
