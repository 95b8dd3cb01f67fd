-- The trigram operators (<%, %>) estimate their selectivity by running the comparison against every
-- most-common value and histogram entry of the column. For the long folded search texts that cost
-- 40-90 ms of planning per search at 100,000 products, for estimates no better than a small sample's.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_name" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "products";
