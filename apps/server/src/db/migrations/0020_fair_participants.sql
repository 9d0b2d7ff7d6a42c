CREATE TABLE "fair_participants" (
	"id" text PRIMARY KEY NOT NULL,
	"fair_id" text NOT NULL,
	"gallery_id" text NOT NULL,
	"status" text NOT NULL,
	"booth" jsonb,
	"section" text,
	"applied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_participants" ADD CONSTRAINT "fair_participants_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_participants" ADD CONSTRAINT "fair_participants_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_participants" ADD CONSTRAINT "fair_participants_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_participants_fair_gallery_idx" ON "fair_participants" USING btree ("fair_id","gallery_id");--> statement-breakpoint
CREATE INDEX "fair_participants_gallery_idx" ON "fair_participants" USING btree ("gallery_id");