CREATE TABLE "area_boundaries" (
	"level" text NOT NULL,
	"area_id" integer NOT NULL,
	"geometry" jsonb NOT NULL,
	"approximate" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_boundaries_level_area_id_pk" PRIMARY KEY("level","area_id")
);
