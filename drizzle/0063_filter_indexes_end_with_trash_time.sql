DROP INDEX "registrations_specie_id_idx";--> statement-breakpoint
DROP INDEX "registrations_breed_id_idx";--> statement-breakpoint
DROP INDEX "registrations_male_number_idx";--> statement-breakpoint
DROP INDEX "registrations_female_number_idx";--> statement-breakpoint
DROP INDEX "registrations_report_date_idx";--> statement-breakpoint
DROP INDEX "registrations_onset_date_idx";--> statement-breakpoint
DROP INDEX "registrations_epidemiological_unit_idx";--> statement-breakpoint
DROP INDEX "registrations_classification_idx";--> statement-breakpoint
DROP INDEX "registrations_confirmed_at_idx";--> statement-breakpoint
DROP INDEX "registrations_status_idx";--> statement-breakpoint
DROP INDEX "registrations_verified_at_idx";--> statement-breakpoint
DROP INDEX "registrations_province_id_idx";--> statement-breakpoint
DROP INDEX "registrations_department_id_idx";--> statement-breakpoint
DROP INDEX "registrations_municipality_id_idx";--> statement-breakpoint
DROP INDEX "registrations_village_id_idx";--> statement-breakpoint
DROP INDEX "samples_registration_id_idx";--> statement-breakpoint
DROP INDEX "samples_result_idx";--> statement-breakpoint
CREATE INDEX "registrations_specie_id_idx" ON "registrations" USING btree ("specie_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_breed_id_idx" ON "registrations" USING btree ("breed_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_male_number_idx" ON "registrations" USING btree ("male_number","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_female_number_idx" ON "registrations" USING btree ("female_number","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_report_date_idx" ON "registrations" USING btree ("report_date","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_onset_date_idx" ON "registrations" USING btree ("onset_date","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_epidemiological_unit_idx" ON "registrations" USING btree ("epidemiological_unit","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_classification_idx" ON "registrations" USING btree ("classification","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_confirmed_at_idx" ON "registrations" USING btree ("confirmed_at","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_verified_at_idx" ON "registrations" USING btree ("verified_at","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_province_id_idx" ON "registrations" USING btree ("province_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_department_id_idx" ON "registrations" USING btree ("department_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_municipality_id_idx" ON "registrations" USING btree ("municipality_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "registrations_village_id_idx" ON "registrations" USING btree ("village_id","created_at","id","deleted_at");--> statement-breakpoint
CREATE INDEX "samples_registration_id_idx" ON "samples" USING btree ("registration_id","sample_date","id","deleted_at");--> statement-breakpoint
CREATE INDEX "samples_result_idx" ON "samples" USING btree ("result","sample_date","id","deleted_at");