CREATE TABLE "room_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"room_id" text NOT NULL,
	"link_id" text,
	"visitor_hash" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_work_views" (
	"visit_id" text NOT NULL,
	"artwork_id" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_work_views_visit_id_artwork_id_pk" PRIMARY KEY("visit_id","artwork_id")
);
--> statement-breakpoint
ALTER TABLE "room_visits" ADD CONSTRAINT "room_visits_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_work_views" ADD CONSTRAINT "room_work_views_visit_id_room_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."room_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_visits_room_idx" ON "room_visits" USING btree ("room_id","link_id");--> statement-breakpoint
CREATE INDEX "room_visits_opened_idx" ON "room_visits" USING btree ("opened_at");