-- A table share's give-back names the round whose cancellation asked for it, so the gateway's answer
-- (now, or from the sweep after a stop) reaches that round's card on the board.
ALTER TABLE "payment_refunds" ADD COLUMN "order_number" text;
