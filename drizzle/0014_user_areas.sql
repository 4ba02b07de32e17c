CREATE TABLE "user_departments" (
	"user_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "user_departments_user_id_department_id_pk" PRIMARY KEY("user_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "user_municipalities" (
	"user_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "user_municipalities_user_id_municipality_id_pk" PRIMARY KEY("user_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "user_provinces" (
	"user_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "user_provinces_user_id_province_id_pk" PRIMARY KEY("user_id","province_id")
);
--> statement-breakpoint
CREATE TABLE "user_villages" (
	"user_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	CONSTRAINT "user_villages_user_id_village_id_pk" PRIMARY KEY("user_id","village_id")
);
--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_departments" ADD CONSTRAINT "user_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_municipalities" ADD CONSTRAINT "user_municipalities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_municipalities" ADD CONSTRAINT "user_municipalities_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_provinces" ADD CONSTRAINT "user_provinces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_provinces" ADD CONSTRAINT "user_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_villages" ADD CONSTRAINT "user_villages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_villages" ADD CONSTRAINT "user_villages_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_departments_department_id_idx" ON "user_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "user_municipalities_municipality_id_idx" ON "user_municipalities" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "user_provinces_province_id_idx" ON "user_provinces" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "user_villages_village_id_idx" ON "user_villages" USING btree ("village_id");