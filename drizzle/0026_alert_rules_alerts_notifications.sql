CREATE TABLE "alert_registrations" (
	"alert_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	CONSTRAINT "alert_registrations_alert_id_registration_id_pk" PRIMARY KEY("alert_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rule_roles" (
	"alert_rule_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "alert_rule_roles_alert_rule_id_role_id_pk" PRIMARY KEY("alert_rule_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rule_users" (
	"alert_rule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "alert_rule_users_alert_rule_id_user_id_pk" PRIMARY KEY("alert_rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"status" text DEFAULT 'active' NOT NULL,
	"disease_id" integer,
	"specie_id" integer,
	"province_id" integer,
	"department_id" integer,
	"municipality_id" integer,
	"village_id" integer,
	"level" text DEFAULT 'municipalities' NOT NULL,
	"threshold" integer DEFAULT 1 NOT NULL,
	"factor" double precision,
	"baseline" text DEFAULT 'previous_years' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"disease_id" integer,
	"specie_id" integer,
	"level" text,
	"province_id" integer,
	"department_id" integer,
	"municipality_id" integer,
	"village_id" integer,
	"week" text,
	"cases" integer,
	"expected" double precision,
	"note" text,
	"acknowledged_at" timestamp with time zone,
	"area_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_registrations" ADD CONSTRAINT "alert_registrations_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_registrations" ADD CONSTRAINT "alert_registrations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_roles" ADD CONSTRAINT "alert_rule_roles_alert_rule_id_alert_rules_id_fk" FOREIGN KEY ("alert_rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_roles" ADD CONSTRAINT "alert_rule_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_users" ADD CONSTRAINT "alert_rule_users_alert_rule_id_alert_rules_id_fk" FOREIGN KEY ("alert_rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_users" ADD CONSTRAINT "alert_rule_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_specie_id_species_id_fk" FOREIGN KEY ("specie_id") REFERENCES "public"."species"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_specie_id_species_id_fk" FOREIGN KEY ("specie_id") REFERENCES "public"."species"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_registrations_registration_id_idx" ON "alert_registrations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "alert_rule_roles_role_id_idx" ON "alert_rule_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "alert_rule_users_user_id_idx" ON "alert_rule_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_rules_name_idx" ON "alert_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "alert_rules_kind_idx" ON "alert_rules" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "alert_rules_status_idx" ON "alert_rules" USING btree ("status");--> statement-breakpoint
CREATE INDEX "alert_rules_disease_id_idx" ON "alert_rules" USING btree ("disease_id");--> statement-breakpoint
CREATE INDEX "alert_rules_specie_id_idx" ON "alert_rules" USING btree ("specie_id");--> statement-breakpoint
CREATE INDEX "alert_rules_province_id_idx" ON "alert_rules" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "alert_rules_department_id_idx" ON "alert_rules" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "alert_rules_municipality_id_idx" ON "alert_rules" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "alert_rules_village_id_idx" ON "alert_rules" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "alert_rules_created_at_idx" ON "alert_rules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alert_rules_deleted_at_idx" ON "alert_rules" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "alerts_rule_id_idx" ON "alerts" USING btree ("rule_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_disease_id_idx" ON "alerts" USING btree ("disease_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_specie_id_idx" ON "alerts" USING btree ("specie_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_province_id_idx" ON "alerts" USING btree ("province_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_department_id_idx" ON "alerts" USING btree ("department_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_municipality_id_idx" ON "alerts" USING btree ("municipality_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_village_id_idx" ON "alerts" USING btree ("village_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_week_idx" ON "alerts" USING btree ("week","created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_cases_idx" ON "alerts" USING btree ("cases");--> statement-breakpoint
CREATE INDEX "alerts_acknowledged_at_idx" ON "alerts" USING btree ("acknowledged_at");--> statement-breakpoint
CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_alert_unique" ON "notifications" USING btree ("user_id","alert_id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_alert_idx" ON "notifications" USING btree ("alert_id");