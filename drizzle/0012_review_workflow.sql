CREATE TABLE "workflow_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "workflow_transitions_record_idx" ON "workflow_transitions" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "registrations_verified_at_idx" ON "registrations" USING btree ("verified_at");