CREATE TABLE "dashboard_disease_days" (
	"day" date NOT NULL,
	"specie_id" integer NOT NULL,
	"disease_id" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"males" bigint DEFAULT 0 NOT NULL,
	"females" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_disease_days_day_specie_id_disease_id_pk" PRIMARY KEY("day","specie_id","disease_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_map_cells" (
	"year" integer NOT NULL,
	"specie_id" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"animals" bigint DEFAULT 0 NOT NULL,
	"lat_sum" double precision DEFAULT 0 NOT NULL,
	"lng_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_map_cells_year_specie_id_cell_y_cell_x_pk" PRIMARY KEY("year","specie_id","cell_y","cell_x")
);
--> statement-breakpoint
CREATE TABLE "dashboard_registration_days" (
	"day" date NOT NULL,
	"specie_id" integer NOT NULL,
	"breed_id" integer NOT NULL,
	"status" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"males" bigint DEFAULT 0 NOT NULL,
	"females" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_registration_days_day_specie_id_breed_id_status_pk" PRIMARY KEY("day","specie_id","breed_id","status")
);
