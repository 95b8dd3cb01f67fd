-- sort=sales ranks by the running all-time sales_count; like the price and newest sorts, the whole
-- catalogue's ranking walks an index instead of sorting 100,000 rows per page.
CREATE INDEX "products_sales_idx" ON "products" USING btree ("status","sales_count","id");
