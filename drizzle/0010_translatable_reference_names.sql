ALTER TABLE "breeds" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "diseases" ADD COLUMN "body_ar" text;--> statement-breakpoint
ALTER TABLE "species" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "species" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "species" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "species" ADD COLUMN "body_ar" text;--> statement-breakpoint
CREATE INDEX "breeds_name_en_sort_idx" ON "breeds" USING btree (lower(coalesce("name_en", "name")));--> statement-breakpoint
CREATE INDEX "breeds_name_ar_sort_idx" ON "breeds" USING btree (lower(coalesce("name_ar", "name")));--> statement-breakpoint
CREATE INDEX "diseases_name_en_sort_idx" ON "diseases" USING btree (lower(coalesce("name_en", "name")));--> statement-breakpoint
CREATE INDEX "diseases_name_ar_sort_idx" ON "diseases" USING btree (lower(coalesce("name_ar", "name")));--> statement-breakpoint
CREATE INDEX "species_name_en_sort_idx" ON "species" USING btree (lower(coalesce("name_en", "name")));--> statement-breakpoint
CREATE INDEX "species_name_ar_sort_idx" ON "species" USING btree (lower(coalesce("name_ar", "name")));