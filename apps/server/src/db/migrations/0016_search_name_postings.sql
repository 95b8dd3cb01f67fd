CREATE TABLE "search_name_postings" (
	"word" text PRIMARY KEY NOT NULL,
	"ids_ar" integer[] DEFAULT '{}' NOT NULL,
	"ids_en" integer[] DEFAULT '{}' NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_name_postings_trgm" ON "search_name_postings" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_hash" ON "products" USING hash ("search_name");--> statement-breakpoint
-- The postings of the products' names (decision 050) are kept honest by the database, as search_words is, so
-- that no writer (the admin, the seed, the benchmark generator, imports, tests) is missed: every write that
-- could add a product to a word's lists, take it out of them or move it within them (its folded names, its
-- names as sorted, its status) marks the words of its names before and after as stale, and a search makes a
-- stale word's lists again before it reads them. Stock is not part of the lists (a search reads it from the
-- products themselves), so an order never writes here. Words are marked in sorted order, so two writers take
-- their locks in the same order; a writer holds its marks until it commits, so a search making the lists again
-- waits for it and sees its product.
-- Inserted and deleted products alike: their transition tables have one name.
CREATE FUNCTION "search_name_postings_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_name_postings" ("word")
  SELECT DISTINCT w FROM written_products, unnest(string_to_array(written_products.search_name, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "stale" = true;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_name_postings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS written_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_name_postings_from_products"();--> statement-breakpoint
CREATE TRIGGER "products_search_name_postings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS written_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_name_postings_from_products"();--> statement-breakpoint
CREATE FUNCTION "search_name_postings_from_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_name_postings" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(OLD.search_name || ' ' || NEW.search_name, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "stale" = true;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_name_postings_update" AFTER UPDATE OF "search_name", "name_ar", "name_en", "status" ON "products"
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar
    OR OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "search_name_postings_from_changed_product"();--> statement-breakpoint
-- A truncated catalogue's lists name products that are gone, and ids that may be given again.
CREATE FUNCTION "search_name_postings_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_name_postings";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_name_postings_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_name_postings_emptied"();--> statement-breakpoint
INSERT INTO "search_name_postings" ("word")
SELECT DISTINCT w FROM "products", unnest(string_to_array("products"."search_name", ' ')) AS w
WHERE length(w) >= 3
ORDER BY w
ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE "search_name_postings";
