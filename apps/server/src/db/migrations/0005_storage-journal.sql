CREATE TABLE "storage_journal" (
	"gallery_id" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_journal_gallery_id_prefix_pk" PRIMARY KEY("gallery_id","prefix")
);
--> statement-breakpoint
CREATE INDEX "storage_journal_created_idx" ON "storage_journal" USING btree ("created_at");