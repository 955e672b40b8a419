-- The catalogue notice names the table written besides the brand ('<brand id> <table>'), so a
-- server drops only what the write touched: the brands cache only for a write to brands (a price
-- change no longer reloads every brand's settings). The version still moves on every write.
CREATE OR REPLACE FUNCTION storefront_bump_catalogue_version(brand text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF brand IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_versions (brand_id, version) VALUES (brand, 1)
    ON CONFLICT (brand_id) DO UPDATE SET version = catalogue_versions.version + 1;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_brand text;
  new_brand text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_brand := to_jsonb(OLD) ->> TG_ARGV[0];
    IF old_brand IS NOT NULL THEN
      PERFORM storefront_bump_catalogue_version(old_brand);
      PERFORM pg_notify('catalogue_changed', old_brand || ' ' || TG_TABLE_NAME);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_brand := to_jsonb(NEW) ->> TG_ARGV[0];
    IF new_brand IS NOT NULL AND old_brand IS DISTINCT FROM new_brand THEN
      PERFORM storefront_bump_catalogue_version(new_brand);
      PERFORM pg_notify('catalogue_changed', new_brand || ' ' || TG_TABLE_NAME);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
