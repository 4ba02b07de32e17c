-- The map's outbreak layer asks for the ongoing outbreaks whose cases reach the year, latest first, 2,000 at
-- most. Taking `status` and `last_case_at` as independent, the planner guessed 1,440 of them at 1M
-- registrations where 4,378 are (ongoing outbreaks are the recent ones): fewer than the limit, so it read
-- them all by bitmap and sorted them (EXPLAIN ANALYZE median 48–53 ms) instead of reading the status index
-- backwards and stopping at the 2,001st (median 16 ms, same run, load 4–7). Their joint most common values
-- give it 5,286.
CREATE STATISTICS IF NOT EXISTS outbreaks_status_last_case (mcv) ON status, last_case_at FROM outbreaks;
--> statement-breakpoint
ANALYZE outbreaks;
