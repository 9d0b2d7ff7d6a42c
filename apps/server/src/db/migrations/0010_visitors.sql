CREATE TABLE "visitor_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"locale" text,
	"vmids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" jsonb,
	"artwork_id" text,
	"replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_messages_gallery_status_idx" ON "visitor_messages" USING btree ("gallery_id","status","created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_artwork_idx" ON "visitor_messages" USING btree ("artwork_id");