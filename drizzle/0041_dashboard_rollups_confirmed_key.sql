ALTER TABLE "dashboard_disease_months" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_disease_weeks" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_map_cells" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_registration_months" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_disease_months" DROP CONSTRAINT "dashboard_disease_months_month_province_id_specie_id_disease_id_pk";--> statement-breakpoint
ALTER TABLE "dashboard_disease_weeks" DROP CONSTRAINT "dashboard_disease_weeks_week_province_id_specie_id_disease_id_pk";--> statement-breakpoint
ALTER TABLE "dashboard_map_cells" DROP CONSTRAINT "dashboard_map_cells_year_province_id_specie_id_cell_y_cell_x_pk";--> statement-breakpoint
ALTER TABLE "dashboard_registration_months" DROP CONSTRAINT "dashboard_registration_months_month_province_id_specie_id_breed_id_status_pk";--> statement-breakpoint
ALTER TABLE "dashboard_disease_months" ADD CONSTRAINT "dashboard_disease_months_month_province_id_specie_id_disease_id_confirmed_pk" PRIMARY KEY("month","province_id","specie_id","disease_id","confirmed");--> statement-breakpoint
ALTER TABLE "dashboard_disease_weeks" ADD CONSTRAINT "dashboard_disease_weeks_week_province_id_specie_id_disease_id_confirmed_pk" PRIMARY KEY("week","province_id","specie_id","disease_id","confirmed");--> statement-breakpoint
ALTER TABLE "dashboard_map_cells" ADD CONSTRAINT "dashboard_map_cells_year_province_id_specie_id_cell_y_cell_x_confirmed_pk" PRIMARY KEY("year","province_id","specie_id","cell_y","cell_x","confirmed");--> statement-breakpoint
ALTER TABLE "dashboard_registration_months" ADD CONSTRAINT "dashboard_registration_months_month_province_id_specie_id_breed_id_status_confirmed_pk" PRIMARY KEY("month","province_id","specie_id","breed_id","status","confirmed");
