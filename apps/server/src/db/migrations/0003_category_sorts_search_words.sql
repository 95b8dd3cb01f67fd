CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_name_ar_idx" ON "products" USING btree ("category_id","status","name_ar","id");--> statement-breakpoint
CREATE INDEX "products_category_name_en_idx" ON "products" USING btree ("category_id","status","name_en","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","status","price","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","status","sales_count","id");--> statement-breakpoint
-- The vocabulary of search_words is kept by the database itself, so that every writer (the admin, the
-- seed, the benchmark generator, imports, tests' factories) keeps it whole: the words of inserted rows
-- in one pass per statement, the words of a changed search text row by row (category renames rewrite
-- many rows; stock and sales updates do not touch search_text and do not fire it). Words are inserted
-- in sorted order so that two concurrent writers take their locks in the same order.
CREATE FUNCTION "search_words_from_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM new_products, unnest(string_to_array(new_products.search_text, ' ')) AS w
  WHERE length(w) >= 4
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_products"();--> statement-breakpoint
CREATE FUNCTION "search_words_from_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_text, ' ')) AS w
  WHERE length(w) >= 4
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "search_words_from_changed_product"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", unnest(string_to_array("products"."search_text", ' ')) AS w
WHERE length(w) >= 4
ORDER BY w
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Product search now compares only with LIKE (typos go through search_words), whose selectivity the
-- planner estimates from a histogram of at least 100 values and otherwise guesses (one row per word):
-- the statistics target 0001 lowered for the trigram operators' sake goes back to the default, so that
-- a query with several words intersects their index scans instead of reading every row of one word.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_name" SET STATISTICS -1;--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "search_words";
