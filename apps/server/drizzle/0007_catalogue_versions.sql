CREATE TABLE "catalogue_versions" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every write to a brand's catalogue moves its version and announces it (delivered on commit), so
-- cached catalogues are dropped and orders priced from the old one are not written.
CREATE FUNCTION storefront_bump_catalogue_version(brand text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF brand IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_versions (brand_id, version) VALUES (brand, 1)
    ON CONFLICT (brand_id) DO UPDATE SET version = catalogue_versions.version + 1;
  PERFORM pg_notify('catalogue_changed', brand);
END
$$;
--> statement-breakpoint
-- Row trigger; its argument names the row's brand column (`id` on brands, `brand_id` elsewhere).
CREATE FUNCTION storefront_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_brand text;
  new_brand text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_brand := to_jsonb(OLD) ->> TG_ARGV[0];
    PERFORM storefront_bump_catalogue_version(old_brand);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_brand := to_jsonb(NEW) ->> TG_ARGV[0];
    IF old_brand IS DISTINCT FROM new_brand THEN
      PERFORM storefront_bump_catalogue_version(new_brand);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Raised (SQLSTATE SF001) inside the order's insert when the brand's catalogue moved on since the
-- order was priced: the whole statement is undone and the order is priced again.
CREATE FUNCTION storefront_check_catalogue_version(brand text, priced_with bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce((SELECT version FROM catalogue_versions WHERE brand_id = brand), 0) <> priced_with THEN
    RAISE EXCEPTION 'the catalogue of brand % changed since the order was priced', brand
      USING ERRCODE = 'SF001';
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('id');
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER items_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON items
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER delivery_areas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON delivery_areas
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER mapped_areas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON mapped_areas
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER discounts_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON discounts
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER loyalty_policies_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON loyalty_policies
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
CREATE TRIGGER static_pages_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON static_pages
  FOR EACH ROW EXECUTE FUNCTION storefront_catalogue_changed('brand_id');
--> statement-breakpoint
-- A session revoked or a customer changed, by any writer: the embedded server drops the signed-in
-- customers it keeps in memory (auth/sessions.ts).
CREATE FUNCTION storefront_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_sessions_changed();
