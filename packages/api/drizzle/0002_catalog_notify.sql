-- Catalog changes reach every API process at once: whoever writes `settings.catalog_version` (the catalog
-- service's invalidate(), or SQL by hand after editing prices), the change NOTIFYs `nori_catalog` at commit
-- and each process drops its cached catalog (src/services/catalog.ts, CATALOG_CHANNEL). The payload is
-- the new version.
CREATE OR REPLACE FUNCTION "nori_catalog_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('nori_catalog', NEW."value"::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_catalog_notify" AFTER INSERT OR UPDATE ON "settings"
	FOR EACH ROW WHEN (NEW."key" = 'catalog_version') EXECUTE FUNCTION "nori_catalog_notify"();
