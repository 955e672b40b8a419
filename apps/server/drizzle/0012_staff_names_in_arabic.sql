-- A staff member's name in Arabic, for the board in Arabic (null: the name serves both languages).
ALTER TABLE "staff" ADD COLUMN "name_ar" text;
