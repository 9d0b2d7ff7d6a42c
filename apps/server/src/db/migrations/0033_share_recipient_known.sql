-- An offer by e-mail shows its account's name to the workspace once the recipient has held the work or
-- asked to buy it (ADR 013): when that happened. Offers held or bought before this column are known already.
ALTER TABLE "shares" ADD COLUMN "recipient_known_at" timestamp with time zone;--> statement-breakpoint
UPDATE "shares" SET "recipient_known_at" = "updated_at" WHERE "email" IS NOT NULL AND "shareuid" IS NOT NULL AND "state" IN (2, 3, 4, 5, 6);
