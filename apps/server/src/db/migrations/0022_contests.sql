CREATE TABLE "contest_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"contest_id" text NOT NULL,
	"owner_id" text,
	"aids" jsonb NOT NULL,
	"statement" text NOT NULL,
	"result_outcome" text,
	"result_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_jurors" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"email" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_scores" (
	"juror_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"round_id" text NOT NULL,
	"score" integer NOT NULL,
	"mark" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_scores_juror_id_entry_id_pk" PRIMARY KEY("juror_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"rules" text,
	"rules_en" text,
	"eligible_types" jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"works_allowed" integer NOT NULL,
	"prizes" text,
	"published" boolean DEFAULT false NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_jurors" ADD CONSTRAINT "contest_jurors_round_id_contest_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."contest_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_jurors" ADD CONSTRAINT "contest_jurors_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rounds" ADD CONSTRAINT "contest_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_juror_id_contest_jurors_id_fk" FOREIGN KEY ("juror_id") REFERENCES "public"."contest_jurors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_round_id_contest_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."contest_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_gallery_contest_idx" ON "contest_entries" USING btree ("gallery_id","contest_id");--> statement-breakpoint
CREATE INDEX "contest_entries_contest_idx" ON "contest_entries" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_jurors_round_email_idx" ON "contest_jurors" USING btree ("round_id","email");--> statement-breakpoint
CREATE INDEX "contest_jurors_email_idx" ON "contest_jurors" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_rounds_contest_number_idx" ON "contest_rounds" USING btree ("contest_id","number");--> statement-breakpoint
CREATE INDEX "contest_scores_round_idx" ON "contest_scores" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "contest_scores_entry_idx" ON "contest_scores" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "contests_published_deadline_idx" ON "contests" USING btree ("published","deadline");