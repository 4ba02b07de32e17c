CREATE TABLE "dashboard_disease_months" (
	"month" date NOT NULL,
	"specie_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"males" bigint DEFAULT 0 NOT NULL,
	"females" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_disease_months_month_specie_id_disease_id_pk" PRIMARY KEY("month","specie_id","disease_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_disease_weeks" (
	"week" date NOT NULL,
	"specie_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"males" bigint DEFAULT 0 NOT NULL,
	"females" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_disease_weeks_week_specie_id_disease_id_pk" PRIMARY KEY("week","specie_id","disease_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_registration_months" (
	"month" date NOT NULL,
	"specie_id" integer NOT NULL,
	"breed_id" integer NOT NULL,
	"status" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"males" bigint DEFAULT 0 NOT NULL,
	"females" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_registration_months_month_specie_id_breed_id_status_pk" PRIMARY KEY("month","specie_id","breed_id","status")
);
--> statement-breakpoint
DROP TABLE "dashboard_disease_days" CASCADE;--> statement-breakpoint
DROP TABLE "dashboard_registration_days" CASCADE;