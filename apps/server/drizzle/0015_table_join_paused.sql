-- Wrong join codes per table session (joining pauses at 10), and 6-digit join codes: open sessions get a new one.
ALTER TABLE "table_sessions" ADD COLUMN "join_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "table_sessions" SET "join_code" = lpad((floor(random() * 1000000))::int::text, 6, '0'), "version" = "version" + 1 WHERE "status" = 'open';
