-- A registration's province, department and municipality are copied from its village by the database
-- (0007, 0054) and corrected whenever a row brings others, so their own foreign keys checked again, on
-- every written row, what the village's key and the copy already keep true. Deleting a place still
-- stops at its children (a municipality at its villages, a village at its registrations).
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_province_id_provinces_id_fk";
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_municipality_id_municipalities_id_fk";
