-- Outbreak dates become calendar days: they held local midnight of the case day (or the instant a report
-- arrived), which dashboard_day() turns back into the day of the dashboard's calendar.
ALTER TABLE "outbreaks" ALTER COLUMN "started_at" SET DATA TYPE date USING dashboard_day("started_at");--> statement-breakpoint
ALTER TABLE "outbreaks" ALTER COLUMN "last_case_at" SET DATA TYPE date USING dashboard_day("last_case_at");--> statement-breakpoint
ALTER TABLE "outbreaks" ALTER COLUMN "ended_at" SET DATA TYPE date USING dashboard_day("ended_at");
