CREATE TABLE "viewing_room_links" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"room_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"path" text NOT NULL,
	"visibility" jsonb,
	"idx" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_room_works" (
	"gallery_id" text NOT NULL,
	"room_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"idx" integer NOT NULL,
	"price" numeric(14, 2),
	CONSTRAINT "viewing_room_works_room_id_artwork_id_pk" PRIMARY KEY("room_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "viewing_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"intro" text,
	"intro_en" text,
	"path" text NOT NULL,
	"passcode_hash" text,
	"expires_at" timestamp with time zone,
	"visibility" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_room_links" ADD CONSTRAINT "viewing_room_links_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_room_links" ADD CONSTRAINT "viewing_room_links_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_room_works" ADD CONSTRAINT "viewing_room_works_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_room_works" ADD CONSTRAINT "viewing_room_works_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_room_works" ADD CONSTRAINT "viewing_room_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_rooms" ADD CONSTRAINT "viewing_rooms_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_rooms" ADD CONSTRAINT "viewing_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_room_links_gallery_room_idx" ON "viewing_room_links" USING btree ("gallery_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_room_links_path_idx" ON "viewing_room_links" USING btree ("path");--> statement-breakpoint
CREATE INDEX "viewing_room_works_gallery_idx" ON "viewing_room_works" USING btree ("gallery_id","artwork_id");--> statement-breakpoint
CREATE INDEX "viewing_rooms_gallery_idx" ON "viewing_rooms" USING btree ("gallery_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_rooms_path_idx" ON "viewing_rooms" USING btree ("path");