-- A phone's first sync of its author's registrations: the open ones and those reported in the last months
-- (resources/registrations.ts syncWindow), read as a BitmapOr of these two, not the author's whole history.
CREATE INDEX registrations_user_id_status_idx ON registrations (user_id, status);--> statement-breakpoint
CREATE INDEX registrations_user_id_report_date_idx ON registrations (user_id, report_date);
