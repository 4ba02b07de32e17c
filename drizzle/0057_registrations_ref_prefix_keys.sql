-- A search of references starting with 'REG-' (server/crud/prefix-search.ts): a prefix range of the first index gives
-- the matches' sort keys without reading the table (the oldest month's 5,146 references: 27 ms index-only
-- against 137 ms warm and 1.1 s cold through the trigram index and the table, at 1M rows); the second
-- finds the references holding 'reg-' further in, which the range cannot (none in generated data).
CREATE INDEX "registrations_ref_prefix_keys_idx" ON "registrations" USING btree (lower("ref") text_pattern_ops,"ref","created_at","id") WHERE "registrations"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "registrations_ref_inside_idx" ON "registrations" USING gin (lower("ref") gin_trgm_ops) WHERE lower("registrations"."ref") LIKE '_%reg-%';