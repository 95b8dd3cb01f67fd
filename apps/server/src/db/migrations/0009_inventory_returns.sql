CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"resalable" boolean,
	CONSTRAINT "return_items_quantity_check" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"rejection_note" text,
	"refund_amount" integer,
	"refund_method" text,
	"refund_reference" text,
	"points_returned" integer,
	"points_taken_back" integer,
	"points_deducted_value" integer,
	"replacement_order_id" integer,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_rma_number_unique" UNIQUE("rma_number"),
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'refunded', 'replaced')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other')),
	CONSTRAINT "returns_refund_method_check" CHECK ("returns"."refund_method" is null or "returns"."refund_method" in ('cash_to_courier', 'bank_transfer')),
	CONSTRAINT "returns_refund_amount_check" CHECK ("returns"."refund_amount" is null or "returns"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"received_on" date NOT NULL,
	"quantity_received" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expired_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity_check" CHECK ("stock_batches"."quantity" >= 0 and "stock_batches"."quantity_received" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('opening', 'sale', 'cancel', 'return', 'adjustment', 'received', 'write_off')),
	CONSTRAINT "stock_movements_sign_check" CHECK (("stock_movements"."kind" in ('sale', 'write_off') and "stock_movements"."quantity" < 0) or ("stock_movements"."kind" in ('opening', 'cancel', 'return', 'received') and "stock_movements"."quantity" > 0) or ("stock_movements"."kind" = 'adjustment' and "stock_movements"."quantity" <> 0))
);
--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_kind_check";--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_sign_check";--> statement-breakpoint
DROP INDEX "points_once_per_order";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "returnable" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_line_unique" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stock_batches_product_idx" ON "stock_batches" USING btree ("product_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "stock_batches_live_expiry_idx" ON "stock_batches" USING btree ("expiry_date") WHERE "stock_batches"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_batch_idx" ON "stock_movements" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_once_per_return" ON "points_transactions" USING btree ("return_id","kind") WHERE "points_transactions"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_once_per_order" ON "points_transactions" USING btree ("order_id","kind") WHERE "points_transactions"."order_id" is not null and "points_transactions"."return_id" is null;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_kind_check" CHECK ("points_transactions"."kind" in ('earned', 'spent', 'bonus', 'refund', 'return_refund', 'return_reversal'));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_sign_check" CHECK (("points_transactions"."kind" in ('spent', 'return_reversal') and "points_transactions"."points" < 0) or ("points_transactions"."kind" not in ('spent', 'return_reversal') and "points_transactions"."points" > 0));--> statement-breakpoint
-- The ledger begins with each product's stock as it stands (decision 020).
INSERT INTO "stock_movements" ("product_id", "kind", "quantity") SELECT "id", 'opening', "stock" FROM "products" WHERE "stock" > 0;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = h."at" FROM (SELECT "order_id", max("created_at") AS "at" FROM "order_status_history" WHERE "to_status" = 'delivered' GROUP BY "order_id") h WHERE "orders"."id" = h."order_id" AND "orders"."status" = 'delivered';--> statement-breakpoint
-- The return policy's non-returnable ranges (decision 021): medicines once dispensed, personal care and hygiene.
UPDATE "categories" SET "returnable" = false WHERE "parent_id" IS NULL AND "slug" IN ('medicines', 'prescription-medicines', 'personal-care');
