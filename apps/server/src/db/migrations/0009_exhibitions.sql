CREATE TABLE "exhibition_grants" (
	"gallery_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"grantee_id" text NOT NULL,
	"access_level" integer NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibition_grants_exhibition_id_grantee_id_pk" PRIMARY KEY("exhibition_id","grantee_id")
);
--> statement-breakpoint
CREATE TABLE "exhibition_images" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"kind" text NOT NULL,
	"idx" integer NOT NULL,
	"caption" text,
	"key_prefix" text NOT NULL,
	"original_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_works" (
	"gallery_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"idx" integer NOT NULL,
	"caption" text,
	CONSTRAINT "exhibition_works_exhibition_id_artwork_id_pk" PRIMARY KEY("exhibition_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"opening_reception" text,
	"venue" jsonb NOT NULL,
	"curator" text,
	"press_text" text,
	"press_text_en" text,
	"published" boolean DEFAULT false NOT NULL,
	"access_level" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibition_grants" ADD CONSTRAINT "exhibition_grants_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_grants" ADD CONSTRAINT "exhibition_grants_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_grants" ADD CONSTRAINT "exhibition_grants_grantee_id_galleries_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_grants" ADD CONSTRAINT "exhibition_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_images" ADD CONSTRAINT "exhibition_images_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_images" ADD CONSTRAINT "exhibition_images_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_works" ADD CONSTRAINT "exhibition_works_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_works" ADD CONSTRAINT "exhibition_works_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_works" ADD CONSTRAINT "exhibition_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibition_grants_gallery_idx" ON "exhibition_grants" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "exhibition_grants_grantee_idx" ON "exhibition_grants" USING btree ("grantee_id");--> statement-breakpoint
CREATE INDEX "exhibition_images_gallery_exhibition_idx" ON "exhibition_images" USING btree ("gallery_id","exhibition_id","idx");--> statement-breakpoint
CREATE INDEX "exhibition_images_prefix_idx" ON "exhibition_images" USING btree ("gallery_id","key_prefix");--> statement-breakpoint
CREATE INDEX "exhibition_works_gallery_exhibition_idx" ON "exhibition_works" USING btree ("gallery_id","exhibition_id","idx");--> statement-breakpoint
CREATE INDEX "exhibition_works_artwork_idx" ON "exhibition_works" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "exhibitions_gallery_dates_idx" ON "exhibitions" USING btree ("gallery_id","start_date");--> statement-breakpoint
CREATE INDEX "exhibitions_published_idx" ON "exhibitions" USING btree ("published","start_date");