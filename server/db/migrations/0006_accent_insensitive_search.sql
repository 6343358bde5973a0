-- Accent-insensitive community search (decision 035). unaccent is a trusted extension: the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/unaccent.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION english_unaccent ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION spanish_unaccent (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION spanish_unaccent ALTER MAPPING FOR word, hword, hword_part WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portuguese_unaccent (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portuguese_unaccent ALTER MAPPING FOR word, hword, hword_part WITH unaccent, portuguese_stem;--> statement-breakpoint
-- A generated column's expression cannot be altered: dropped (with its index) and added again.
ALTER TABLE "posts" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(case locale when 'es' then 'spanish'::regconfig when 'pt' then 'portuguese'::regconfig else 'english'::regconfig end, coalesce(title, '') || ' ' || body) || to_tsvector(case locale when 'es' then 'spanish_unaccent'::regconfig when 'pt' then 'portuguese_unaccent'::regconfig else 'english_unaccent'::regconfig end, coalesce(title, '') || ' ' || body)) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "comments_search_en_idx" ON "comments" USING gin ((to_tsvector('english'::regconfig, body) || to_tsvector('english_unaccent'::regconfig, body)));--> statement-breakpoint
CREATE INDEX "comments_search_es_idx" ON "comments" USING gin ((to_tsvector('spanish'::regconfig, body) || to_tsvector('spanish_unaccent'::regconfig, body)));--> statement-breakpoint
CREATE INDEX "comments_search_pt_idx" ON "comments" USING gin ((to_tsvector('portuguese'::regconfig, body) || to_tsvector('portuguese_unaccent'::regconfig, body)));
