CREATE TABLE "site_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"name" text NOT NULL,
	"allow_price" boolean DEFAULT true NOT NULL,
	"allow_description" boolean DEFAULT true NOT NULL,
	"allow_photo" boolean DEFAULT true NOT NULL,
	"allow_email" boolean DEFAULT true NOT NULL,
	"allow_phone" boolean DEFAULT true NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domains_gallery_id_unique" UNIQUE("gallery_id")
);
--> statement-breakpoint
CREATE TABLE "site_works" (
	"gallery_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"idx" integer NOT NULL,
	CONSTRAINT "site_works_gallery_id_artwork_id_pk" PRIMARY KEY("gallery_id","artwork_id")
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_works" ADD CONSTRAINT "site_works_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_works" ADD CONSTRAINT "site_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_name_idx" ON "site_domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "site_domains_live_idx" ON "site_domains" USING btree ("live");--> statement-breakpoint
CREATE INDEX "site_works_gallery_idx" ON "site_works" USING btree ("gallery_id","idx");