CREATE TABLE "dashboard_classification_months" (
	"month" date NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"specie_id" integer NOT NULL,
	"classification" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_classification_months_month_province_id_specie_id_classification_pk" PRIMARY KEY("month","province_id","specie_id","classification")
);
--> statement-breakpoint
CREATE TABLE "dashboard_delay_months" (
	"month" date NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"specie_id" integer NOT NULL,
	"measure" text NOT NULL,
	"days" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_delay_months_month_province_id_specie_id_measure_days_pk" PRIMARY KEY("month","province_id","specie_id","measure","days")
);
--> statement-breakpoint
CREATE INDEX "dashboard_classification_months_province_idx" ON "dashboard_classification_months" USING btree ("province_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_delay_months_province_idx" ON "dashboard_delay_months" USING btree ("province_id","month");