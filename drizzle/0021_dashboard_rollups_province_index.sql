CREATE INDEX "dashboard_disease_months_province_idx" ON "dashboard_disease_months" USING btree ("province_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_disease_weeks_province_idx" ON "dashboard_disease_weeks" USING btree ("province_id","week");--> statement-breakpoint
CREATE INDEX "dashboard_map_cells_province_idx" ON "dashboard_map_cells" USING btree ("province_id","year");--> statement-breakpoint
CREATE INDEX "dashboard_registration_months_province_idx" ON "dashboard_registration_months" USING btree ("province_id","month");