-- The catalogue notice names the store a write concerns, when it concerns one store alone:
-- '<brand id> <table> <store id>'. A write to a store's own row concerns that store; a write made
-- for one store's kitchen (an item sold out there) says so with the transaction-local setting
-- `storefront.store_scope`. A server then keeps the cached answers about the brand's other
-- stores (docs/kitchen.md). The version and the rows written are recorded as before (0009).
CREATE OR REPLACE FUNCTION storefront_catalogue_written(brand text, written text, row_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  store text;
BEGIN
  IF written = 'stores' THEN
    store := row_data ->> 'id';
  ELSE
    store := nullif(current_setting('storefront.store_scope', true), '');
  END IF;
  PERFORM storefront_bump_catalogue_version(brand);
  INSERT INTO catalogue_row_versions (brand_id, table_name, row_key, version)
    SELECT brand, written, coalesce(row_data ->> 'id', row_data ->> 'key', row_data ->> 'brand_id'), version
      FROM catalogue_versions WHERE brand_id = brand
    ON CONFLICT (brand_id, table_name, row_key) DO UPDATE SET version = excluded.version;
  PERFORM pg_notify('catalogue_changed', brand || ' ' || written || coalesce(' ' || store, ''));
END
$$;
