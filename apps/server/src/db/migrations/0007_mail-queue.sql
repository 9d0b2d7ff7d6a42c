CREATE TABLE "mail_queue" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "mail_queue_next_attempt_idx" ON "mail_queue" USING btree ("next_attempt_at");