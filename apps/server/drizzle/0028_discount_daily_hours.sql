-- A discount may be a happy hour (docs/brand-file.md): offered only between two clock times each day.
ALTER TABLE "discounts" ADD COLUMN "daily_hours" jsonb;