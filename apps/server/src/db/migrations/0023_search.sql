CREATE TABLE "featured_works" (
	"artwork_id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"idx" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_works" ADD CONSTRAINT "featured_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_works" ADD CONSTRAINT "featured_works_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_works" ADD CONSTRAINT "featured_works_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featured_works_gallery_idx" ON "featured_works" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "featured_works_idx_idx" ON "featured_works" USING btree ("idx","created_at");--> statement-breakpoint
-- Search (ADR 032), written by hand: drizzle-kit cannot express expression GIN indexes.
-- The text a work is found by: titles, medium, tags and descriptions in both languages, lower-cased.
-- array_to_string is only STABLE, but on text[] it cannot change, so the wrapper is IMMUTABLE.
CREATE OR REPLACE FUNCTION search_artwork_text(title text, title_en text, medium_text text, tags text[], description text, description_en text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(title, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(medium_text, '') || ' '
    || coalesce(array_to_string(tags, ' '), '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_en, ''))
$$;--> statement-breakpoint
-- Hangul syllables decomposed into jamo (NFD): "김환" is a substring of "김환기" either way, but a
-- typo ("김한기") then shares most trigrams instead of almost none.
CREATE OR REPLACE FUNCTION search_fold(value text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT normalize(lower(coalesce(value, '')), NFD)
$$;--> statement-breakpoint
CREATE INDEX "artworks_search_trgm_idx" ON "artworks" USING gin (search_fold(search_artwork_text("title", "title_en", "medium_text", "tags", "description", "description_en")) gin_trgm_ops) WHERE "published" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "artworks_search_fts_idx" ON "artworks" USING gin (to_tsvector('english'::regconfig, search_artwork_text("title", "title_en", "medium_text", "tags", "description", "description_en"))) WHERE "published" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "artworks_search_artist_idx" ON "artworks" USING btree ("artist_id") WHERE "published" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "artworks_search_recent_idx" ON "artworks" USING btree ("created_at" DESC) WHERE "published" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "artists_search_trgm_idx" ON "artists" USING gin (search_fold(coalesce("name", '') || ' ' || coalesce("name_en", '')) gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "galleries_search_trgm_idx" ON "galleries" USING gin (search_fold(coalesce("name", '') || ' ' || coalesce("nameen", '')) gin_trgm_ops);
