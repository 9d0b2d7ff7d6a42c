CREATE TABLE "artists" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"biography" text,
	"biography_en" text,
	"birth_year" integer,
	"nationality" text,
	"website" text,
	"cv" text,
	"photo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "artwork_images" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"idx" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "artwork_likes" (
	"user_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_likes_user_id_artwork_id_pk" PRIMARY KEY("user_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"artist_id" text,
	"created_by" text,
	"title" text NOT NULL,
	"title_en" text,
	"series" text,
	"date_text" text,
	"year" integer,
	"medium_type" text,
	"medium_text" text,
	"height" double precision,
	"width" double precision,
	"depth" double precision,
	"dimension_unit" text DEFAULT 'cm' NOT NULL,
	"framed" boolean DEFAULT false NOT NULL,
	"dimension_text" text,
	"edition_type" text DEFAULT 'unique' NOT NULL,
	"edition_size" integer,
	"artist_proofs" integer,
	"price_amount" numeric(14, 2),
	"price_currency" text DEFAULT 'KRW' NOT NULL,
	"price_display" text DEFAULT 'exact' NOT NULL,
	"description" text,
	"description_en" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"base_state" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_waitlist" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"share_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"shareuid" text NOT NULL,
	"shareprice" numeric(14, 2),
	"currency" text DEFAULT 'KRW' NOT NULL,
	"shareat" timestamp with time zone NOT NULL,
	"state" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"access_level" integer DEFAULT 1 NOT NULL,
	"idx" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"folder_id" text,
	"idx" integer NOT NULL,
	"access_level" integer DEFAULT 1 NOT NULL,
	"stock_number" text,
	"location" text,
	"private_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "logo" jsonb;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "about_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD CONSTRAINT "artwork_images_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_likes" ADD CONSTRAINT "artwork_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_likes" ADD CONSTRAINT "artwork_likes_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_waitlist" ADD CONSTRAINT "share_waitlist_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_waitlist" ADD CONSTRAINT "share_waitlist_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_waitlist" ADD CONSTRAINT "share_waitlist_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_waitlist" ADD CONSTRAINT "share_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_shareuid_users_id_fk" FOREIGN KEY ("shareuid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artists_gallery_idx" ON "artists" USING btree ("gallery_id","deleted_at");--> statement-breakpoint
CREATE INDEX "artwork_images_gallery_artwork_idx" ON "artwork_images" USING btree ("gallery_id","artwork_id","idx");--> statement-breakpoint
CREATE INDEX "artwork_likes_artwork_idx" ON "artwork_likes" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "artworks_gallery_state_idx" ON "artworks" USING btree ("gallery_id","state");--> statement-breakpoint
CREATE INDEX "artworks_gallery_artist_idx" ON "artworks" USING btree ("gallery_id","artist_id");--> statement-breakpoint
CREATE INDEX "artworks_created_by_idx" ON "artworks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "artworks_published_idx" ON "artworks" USING btree ("published","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_waitlist_artwork_user_idx" ON "share_waitlist" USING btree ("artwork_id","user_id");--> statement-breakpoint
CREATE INDEX "share_waitlist_gallery_idx" ON "share_waitlist" USING btree ("gallery_id","artwork_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_artwork_user_idx" ON "shares" USING btree ("artwork_id","shareuid");--> statement-breakpoint
CREATE INDEX "shares_gallery_idx" ON "shares" USING btree ("gallery_id","state");--> statement-breakpoint
CREATE INDEX "shares_shareuid_idx" ON "shares" USING btree ("shareuid");--> statement-breakpoint
CREATE INDEX "shares_hold_expiry_idx" ON "shares" USING btree ("state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "folders_gallery_idx" ON "folders" USING btree ("gallery_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_artwork_idx" ON "inventory_items" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "inventory_items_gallery_list_idx" ON "inventory_items" USING btree ("gallery_id","deleted_at","idx");--> statement-breakpoint
CREATE INDEX "inventory_items_gallery_folder_idx" ON "inventory_items" USING btree ("gallery_id","folder_id");