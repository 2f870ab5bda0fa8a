-- The admin content lists' own columns (issue 16, item 1), added in one statement so that the table is rewritten once.
DROP INDEX "course_content_title_author_trgm_idx";--> statement-breakpoint
ALTER TABLE "course_content" ADD COLUMN "library_excerpt" text GENERATED ALWAYS AS (left(btrim(regexp_replace(left("course_content"."content", 400), '[[:space:]]+', ' ', 'g')), 150)) STORED, ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("course_content"."title" || chr(10) || coalesce("course_content"."author", ''))) STORED;--> statement-breakpoint
CREATE INDEX "course_content_search_trgm_idx" ON "course_content" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "course_content";
