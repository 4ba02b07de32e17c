CREATE TABLE "outbreaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text,
	"disease_id" integer,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"started_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"last_case_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cases" integer DEFAULT 0 NOT NULL,
	"registrations_count" integer DEFAULT 0 NOT NULL,
	"province_id" integer,
	"department_id" integer,
	"municipality_id" integer,
	"village_id" integer NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbreak_registrations" (
	"outbreak_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"moved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbreak_registrations_registration_id_disease_id_pk" PRIMARY KEY("registration_id","disease_id")
);
--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_registrations" ADD CONSTRAINT "outbreak_registrations_outbreak_id_outbreaks_id_fk" FOREIGN KEY ("outbreak_id") REFERENCES "public"."outbreaks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_registrations" ADD CONSTRAINT "outbreak_registrations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_registrations" ADD CONSTRAINT "outbreak_registrations_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbreaks_ref_unique" ON "outbreaks" USING btree (lower("ref"));--> statement-breakpoint
CREATE INDEX "outbreaks_disease_id_idx" ON "outbreaks" USING btree ("disease_id","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_status_idx" ON "outbreaks" USING btree ("status","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_started_at_idx" ON "outbreaks" USING btree ("started_at","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_confirmed_at_idx" ON "outbreaks" USING btree ("confirmed_at","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_last_case_at_idx" ON "outbreaks" USING btree ("last_case_at");--> statement-breakpoint
CREATE INDEX "outbreaks_ended_at_idx" ON "outbreaks" USING btree ("ended_at","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_cases_idx" ON "outbreaks" USING btree ("cases");--> statement-breakpoint
CREATE INDEX "outbreaks_registrations_count_idx" ON "outbreaks" USING btree ("registrations_count");--> statement-breakpoint
CREATE INDEX "outbreaks_province_id_idx" ON "outbreaks" USING btree ("province_id","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_department_id_idx" ON "outbreaks" USING btree ("department_id","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_municipality_id_idx" ON "outbreaks" USING btree ("municipality_id","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_village_id_idx" ON "outbreaks" USING btree ("village_id","last_case_at","id");--> statement-breakpoint
CREATE INDEX "outbreaks_created_at_idx" ON "outbreaks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbreak_registrations_outbreak_idx" ON "outbreak_registrations" USING btree ("outbreak_id");