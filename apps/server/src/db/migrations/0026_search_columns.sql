-- Search (ADR 032), written by hand like 0023: the folded text and the English vector of a work
-- are stored once per write as generated columns, so a search reads them instead of recomputing
-- search_fold/to_tsvector for every candidate row (the recheck, the ranking and the facets).
-- Drizzle's schema leaves them out on purpose: no ordinary select fetches them.
ALTER TABLE "artworks" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (search_fold(search_artwork_text("title", "title_en", "medium_text", "tags", "description", "description_en"))) STORED;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_artwork_text("title", "title_en", "medium_text", "tags", "description", "description_en"))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "artworks_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "artworks_search_fts_idx";--> statement-breakpoint
CREATE INDEX "artworks_search_trgm_idx" ON "artworks" USING gin ("search_fold" gin_trgm_ops) WHERE "published" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "artworks_search_fts_idx" ON "artworks" USING gin ("search_vector") WHERE "published" AND "deleted_at" IS NULL;
