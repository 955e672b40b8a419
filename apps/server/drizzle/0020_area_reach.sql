-- Delivery areas (area-based) know their centre and reach: a delivery pinned beyond it is refused at place-order (report D08).
ALTER TABLE "delivery_areas" ADD COLUMN "reach" jsonb;