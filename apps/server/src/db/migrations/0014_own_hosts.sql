ALTER TABLE "site_domains" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "host_token" text;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "host_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "host_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "host_problem" text;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_host_idx" ON "site_domains" USING btree ("host");