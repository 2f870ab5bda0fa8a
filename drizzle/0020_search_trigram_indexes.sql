-- Trigram indexes for the lists' "contains" searches (issue 16, item 1). pg_trgm ships with PostgreSQL
-- (contrib, a trusted extension since 13) and with PGlite (loaded in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_content_title_author_trgm_idx" ON "course_content" USING gin ("title" gin_trgm_ops,"author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops,"email" gin_trgm_ops,"reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops);