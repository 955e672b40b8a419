-- A card payment remembers the checkout attempt it was started for: the order kept for that attempt before any money moved is the one it places.
ALTER TABLE "payment_attempts" ADD COLUMN "attempt_key" text;
