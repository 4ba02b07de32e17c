CREATE TABLE "import_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"source" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_source_unique" ON "import_mappings" USING btree ("resource",lower("source"));