CREATE TABLE "test_results" (
	"id" text PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"user_id" text,
	"case_id" text NOT NULL,
	"type" text NOT NULL,
	"result" text NOT NULL,
	"memo" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_results_tid_idx" ON "test_results" USING btree ("tid","case_id");