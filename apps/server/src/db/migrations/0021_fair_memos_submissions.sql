CREATE TABLE "fair_memos" (
	"id" text PRIMARY KEY NOT NULL,
	"participant_id" text NOT NULL,
	"author_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"fair_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"gallery_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_memos" ADD CONSTRAINT "fair_memos_participant_id_fair_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."fair_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_memos" ADD CONSTRAINT "fair_memos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_participant_id_fair_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."fair_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_submissions" ADD CONSTRAINT "fair_submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_memos_participant_idx" ON "fair_memos" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "fair_submissions_participant_idx" ON "fair_submissions" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "fair_submissions_fair_idx" ON "fair_submissions" USING btree ("fair_id","status");