CREATE TABLE "course_content_chunks" (
	"content_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"folded" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (case "course_content_chunks"."language" when 'en' then to_tsvector('english', "course_content_chunks"."folded") when 'fr' then to_tsvector('french', "course_content_chunks"."folded") when 'ar' then to_tsvector('arabic', "course_content_chunks"."folded") else to_tsvector('simple', "course_content_chunks"."folded") end) STORED,
	CONSTRAINT "course_content_chunks_content_id_ordinal_pk" PRIMARY KEY("content_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "course_content_chunks" ADD CONSTRAINT "course_content_chunks_content_id_course_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."course_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_content_chunks_search_idx" ON "course_content_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "course_content_chunks_trgm_idx" ON "course_content_chunks" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
-- The texts stored before chunks existed are processed again: the content job writes their chunks.
INSERT INTO "jobs" ("kind", "payload") SELECT 'content.process', jsonb_build_object('contentId', "id", 'contentHash', md5("content")) FROM "course_content";
