DROP INDEX "search_name_postings_trgm";--> statement-breakpoint
CREATE INDEX "search_name_postings_trgm" ON "search_name_postings" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A word already stale is not written again (decision 051): an import of 100,000 products in batches marked each
-- word of the names once per batch, 68,474 dead rows for 1,427 words, which every search's lookup of the words
-- read through until a vacuum. ON CONFLICT DO UPDATE locks the word's row whether or not it writes it, so a search
-- making the lists again still waits for the writer and sees its product.
CREATE OR REPLACE FUNCTION "search_name_postings_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_name_postings" ("word")
  SELECT DISTINCT w FROM written_products, unnest(string_to_array(written_products.search_name, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "stale" = true WHERE NOT "search_name_postings"."stale";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_name_postings_from_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_name_postings" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(OLD.search_name || ' ' || NEW.search_name, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "stale" = true WHERE NOT "search_name_postings"."stale";
  RETURN NULL;
END $$;
