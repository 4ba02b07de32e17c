CREATE TABLE "disease_species" (
	"disease_id" integer NOT NULL,
	"specie_id" integer NOT NULL,
	CONSTRAINT "disease_species_disease_id_specie_id_pk" PRIMARY KEY("disease_id","specie_id")
);
--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "woah_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "notifiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "zoonotic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "report_date" date DEFAULT dashboard_day(now()) NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "onset_date" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "epidemiological_unit" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "susceptible" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "deaths" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "destroyed" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "slaughtered" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "vaccinated" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "control_measures" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "classification" text DEFAULT 'suspected' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disease_species" ADD CONSTRAINT "disease_species_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disease_species" ADD CONSTRAINT "disease_species_specie_id_species_id_fk" FOREIGN KEY ("specie_id") REFERENCES "public"."species"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disease_species_specie_id_idx" ON "disease_species" USING btree ("specie_id");--> statement-breakpoint
CREATE INDEX "diseases_woah_listed_idx" ON "diseases" USING btree ("woah_listed");--> statement-breakpoint
CREATE INDEX "diseases_notifiable_idx" ON "diseases" USING btree ("notifiable");--> statement-breakpoint
CREATE INDEX "diseases_zoonotic_idx" ON "diseases" USING btree ("zoonotic");--> statement-breakpoint
CREATE INDEX "registrations_report_date_idx" ON "registrations" USING btree ("report_date");--> statement-breakpoint
CREATE INDEX "registrations_onset_date_idx" ON "registrations" USING btree ("onset_date");--> statement-breakpoint
CREATE INDEX "registrations_epidemiological_unit_idx" ON "registrations" USING btree ("epidemiological_unit");--> statement-breakpoint
CREATE INDEX "registrations_control_measures_idx" ON "registrations" USING gin ("control_measures");--> statement-breakpoint
CREATE INDEX "registrations_classification_idx" ON "registrations" USING btree ("classification");--> statement-breakpoint
CREATE INDEX "registrations_confirmed_at_idx" ON "registrations" USING btree ("confirmed_at");