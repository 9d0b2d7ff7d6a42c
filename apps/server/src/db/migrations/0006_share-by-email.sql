DROP INDEX "shares_artwork_user_idx";--> statement-breakpoint
ALTER TABLE "shares" ALTER COLUMN "shareuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_artwork_email_idx" ON "shares" USING btree ("artwork_id","email") WHERE "shares"."email" is not null;--> statement-breakpoint
CREATE INDEX "shares_pending_email_idx" ON "shares" USING btree ("email") WHERE "shares"."shareuid" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_artwork_user_idx" ON "shares" USING btree ("artwork_id","shareuid") WHERE "shares"."email" is null;