-- Which rows each catalogue version wrote: a server holding a brand's catalogue at version V
-- re-reads only the rows written after V, in the same statement as the version (so what it keeps
-- and what it re-reads are one snapshot). Each write records the brand's new version against the
-- row written, named by its key (`id`, else `key` for static pages, else `brand_id` for the
-- loyalty policy); the version and the notice are as before (0007, 0008).
CREATE TABLE "catalogue_row_versions" (
	"brand_id" text NOT NULL,
	"table_name" text NOT NULL,
	"row_key" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_row_versions_brand_id_table_name_row_key_pk" PRIMARY KEY("brand_id","table_name","row_key")
);
--> statement-breakpoint
CREATE INDEX "catalogue_row_versions_version" ON "catalogue_row_versions" USING btree ("brand_id","version");
--> statement-breakpoint
CREATE FUNCTION storefront_catalogue_written(brand text, written text, row_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM storefront_bump_catalogue_version(brand);
  INSERT INTO catalogue_row_versions (brand_id, table_name, row_key, version)
    SELECT brand, written, coalesce(row_data ->> 'id', row_data ->> 'key', row_data ->> 'brand_id'), version
      FROM catalogue_versions WHERE brand_id = brand
    ON CONFLICT (brand_id, table_name, row_key) DO UPDATE SET version = excluded.version;
  PERFORM pg_notify('catalogue_changed', brand || ' ' || written);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  old_brand text;
  new_brand text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
    old_brand := old_row ->> TG_ARGV[0];
    IF old_brand IS NOT NULL THEN
      PERFORM storefront_catalogue_written(old_brand, TG_TABLE_NAME, old_row);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
    new_brand := new_row ->> TG_ARGV[0];
    IF new_brand IS NOT NULL AND (old_brand IS DISTINCT FROM new_brand
        OR coalesce(old_row ->> 'id', old_row ->> 'key') IS DISTINCT FROM coalesce(new_row ->> 'id', new_row ->> 'key')) THEN
      PERFORM storefront_catalogue_written(new_brand, TG_TABLE_NAME, new_row);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
