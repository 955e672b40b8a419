-- Known devices and a lockout the owner clears: an attempt names the known device it came from (its own limit) and when the owner cleared it.
ALTER TABLE "staff_sign_in_attempts" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "staff_sign_in_attempts" ADD COLUMN "cleared_at" timestamp with time zone;