-- The header's suggestions for one or two letters read the active products whose names start with them,
-- most sold first: a prefix range of this index, with the sales count in it, so no table row is read to
-- choose the few that are then ranked (catalog/products.ts suggestProducts).
CREATE INDEX IF NOT EXISTS "products_search_name_prefix" ON "products" ("search_name" text_pattern_ops) INCLUDE ("sales_count") WHERE "status" = 'active';
