ALTER TABLE "registrations" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "municipality_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_province_id_idx" ON "registrations" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "registrations_department_id_idx" ON "registrations" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "registrations_municipality_id_idx" ON "registrations" USING btree ("municipality_id");