CREATE TABLE "tutorial_steps" (
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_steps_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tutorial_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutorial_steps" ADD CONSTRAINT "tutorial_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;