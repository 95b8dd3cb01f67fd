-- The header's suggestions for three letters or more walk the active products, most sold first, until 40
-- have a name that holds what was typed (catalog/products.ts suggestProducts). With the folded name in the
-- index the walk reads no table row: at 100,000 products a common word («شام») walks ~1,100 entries.
CREATE INDEX IF NOT EXISTS "products_sales_names" ON "products" ("sales_count" DESC, "id" DESC) INCLUDE ("search_name") WHERE "status" = 'active';
