-- The job queue's own queue for cron schedules ('__pgboss__send-it'), which pg-boss 10 creates on its first
-- start when scheduling is on (server/jobs/queue.ts). Its creation is DDL (a table per queue); made here, with
-- the queue's other tables (0027), pg-boss's start finds it and changes no schema at run time. The same call
-- pg-boss makes: it does nothing where a database has the queue already.
SELECT pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}');
