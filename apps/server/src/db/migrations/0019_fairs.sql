CREATE TABLE "fair_access" (
	"fair_id" text NOT NULL,
	"gallery_id" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_access_fair_id_gallery_id_pk" PRIMARY KEY("fair_id","gallery_id")
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"name_en" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"application_opens_at" timestamp with time zone,
	"application_closes_at" timestamp with time zone,
	"fee_text" text,
	"required_documents" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_access" ADD CONSTRAINT "fair_access_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_access" ADD CONSTRAINT "fair_access_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_access_gallery_idx" ON "fair_access" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "fairs_gallery_dates_idx" ON "fairs" USING btree ("gallery_id","start_date");