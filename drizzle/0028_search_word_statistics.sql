-- Written by hand (drizzle-kit does not model statistics objects): ANALYZE records the words that
-- many names hold, and how many hold each, so that a search can leave them out of what it asks a
-- trigram index for (server/lib/search.ts, issue 16, item 1). A word on most names ("Bench" in
-- the bench's, a title such as "Pastor" in a school of pastors) has trigram lists as long as the
-- table, and a search that names it with a rare word read all of them. The words are split as
-- server/lib/search.ts splits a search: lower case, at anything not a letter or a digit.
CREATE STATISTICS "users_name_words" ON (regexp_split_to_array(lower("name"), '[^[:alnum:]]+')) FROM "users";
--> statement-breakpoint
CREATE STATISTICS "applications_search_words" ON (regexp_split_to_array("search_text", '[^[:alnum:]]+')) FROM "applications";
--> statement-breakpoint
-- Recorded now, not at the next ANALYZE (the embedded database has no autovacuum to run one).
ANALYZE "users";
--> statement-breakpoint
ANALYZE "applications";
