ALTER TABLE "registrations" ADD COLUMN "uuid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_uuid_unique" ON "registrations" USING btree (lower("uuid"));