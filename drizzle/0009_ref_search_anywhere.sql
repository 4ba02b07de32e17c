DROP INDEX "registrations_ref_prefix_idx";--> statement-breakpoint
CREATE INDEX "registrations_ref_trigram_idx" ON "registrations" USING gin (lower("ref") gin_trgm_ops);