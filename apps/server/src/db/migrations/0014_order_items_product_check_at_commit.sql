-- An order writes its lines before it takes their stock (orders/service.ts placeOrder: the row lock of a
-- popular product is taken last). Checked at once, each line's reference would key-share-lock the product
-- row while fifty other orders update it; PostgreSQL then keeps that row's lockers as a multixact, which
-- every read of the row must look up (13 % of the database's CPU at 50 customers on one product). Checked
-- at commit, the order already holds the row's update lock and the check takes no lock of its own.
ALTER TABLE "order_items" ALTER CONSTRAINT "order_items_product_id_products_id_fk" DEFERRABLE INITIALLY DEFERRED;
