CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"sample_date" date NOT NULL,
	"laboratory" text NOT NULL,
	"test" text NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"result_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "classification_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "classification_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "samples_registration_id_idx" ON "samples" USING btree ("registration_id","sample_date","id");--> statement-breakpoint
CREATE INDEX "samples_sample_date_idx" ON "samples" USING btree ("sample_date");--> statement-breakpoint
CREATE INDEX "samples_result_idx" ON "samples" USING btree ("result","sample_date","id");--> statement-breakpoint
CREATE INDEX "samples_result_date_idx" ON "samples" USING btree ("result_date");--> statement-breakpoint
CREATE INDEX "samples_created_at_idx" ON "samples" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "samples_deleted_at_idx" ON "samples" USING btree ("deleted_at");