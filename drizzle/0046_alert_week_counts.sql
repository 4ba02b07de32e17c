CREATE TABLE "alert_week_counts" (
	"level" smallint NOT NULL,
	"disease_id" integer NOT NULL,
	"week" date NOT NULL,
	"province_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"specie_id" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_week_counts_pk" PRIMARY KEY("level","disease_id","week","province_id","department_id","municipality_id","village_id","specie_id")
);
