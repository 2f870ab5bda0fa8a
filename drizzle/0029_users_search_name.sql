DROP INDEX "users_name_id_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("users"."name")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit cannot write INCLUDE): the students list across the school pages by
-- (name, id), and a search in it checks search_name from this index alone, an index-only scan,
-- instead of lowering each name it passes with ILIKE (issue 16, item 1).
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id") INCLUDE ("search_name");
