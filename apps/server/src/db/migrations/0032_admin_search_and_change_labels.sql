-- The change log keeps the name of what changed (both languages); the admins' user search reads one
-- trigram index over the name in both languages and the e-mail (the same expression as the query).
ALTER TABLE "content_changes" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "content_changes" ADD COLUMN "subject_label_en" text;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || coalesce("nameen", '') || ' ' || "email") gin_trgm_ops);
