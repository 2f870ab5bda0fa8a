CREATE TABLE "course_content_counts" (
	"course" "course" NOT NULL,
	"type" "content_type" NOT NULL,
	"validation_status" text NOT NULL,
	"is_training_data" boolean NOT NULL,
	"processing_status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_content_counts_pkey" PRIMARY KEY("course","type","validation_status","is_training_data","processing_status")
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the counts follow every insert, delete
-- and change of a counted column, in the same transaction, so they always equal a count(*).
CREATE FUNCTION "course_content_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.course, OLD.type, OLD.validation_status, OLD.is_training_data, OLD.processing_status)
      IS NOT DISTINCT FROM (NEW.course, NEW.type, NEW.validation_status, NEW.is_training_data, NEW.processing_status) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO course_content_counts (course, type, validation_status, is_training_data, processing_status, n)
    VALUES (NEW.course, NEW.type, NEW.validation_status, NEW.is_training_data, NEW.processing_status, 0)
    ON CONFLICT DO NOTHING;
  END IF;
  -- Both rows locked in key order first: two changes crossing each other's keys wait, never deadlock.
  PERFORM 1 FROM course_content_counts c
  WHERE (TG_OP <> 'INSERT' AND (c.course, c.type, c.validation_status, c.is_training_data, c.processing_status)
          = (OLD.course, OLD.type, OLD.validation_status, OLD.is_training_data, OLD.processing_status))
     OR (TG_OP <> 'DELETE' AND (c.course, c.type, c.validation_status, c.is_training_data, c.processing_status)
          = (NEW.course, NEW.type, NEW.validation_status, NEW.is_training_data, NEW.processing_status))
  ORDER BY c.course, c.type, c.validation_status, c.is_training_data, c.processing_status
  FOR UPDATE;
  IF TG_OP <> 'INSERT' THEN
    UPDATE course_content_counts SET n = n - 1
    WHERE (course, type, validation_status, is_training_data, processing_status)
        = (OLD.course, OLD.type, OLD.validation_status, OLD.is_training_data, OLD.processing_status);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE course_content_counts SET n = n + 1
    WHERE (course, type, validation_status, is_training_data, processing_status)
        = (NEW.course, NEW.type, NEW.validation_status, NEW.is_training_data, NEW.processing_status);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_content_counts_track" AFTER INSERT OR DELETE OR UPDATE OF course, type, validation_status, is_training_data, processing_status
ON "course_content" FOR EACH ROW EXECUTE FUNCTION "course_content_counts_track"();
--> statement-breakpoint
CREATE FUNCTION "course_content_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM course_content_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_content_counts_clear" AFTER TRUNCATE ON "course_content" FOR EACH STATEMENT EXECUTE FUNCTION "course_content_counts_clear"();
--> statement-breakpoint
-- The rows already uploaded (the trigger exists from here on, in this same transaction).
INSERT INTO "course_content_counts" (course, type, validation_status, is_training_data, processing_status, n)
SELECT course, type, validation_status, is_training_data, processing_status, count(*)::integer
FROM "course_content"
GROUP BY course, type, validation_status, is_training_data, processing_status;
