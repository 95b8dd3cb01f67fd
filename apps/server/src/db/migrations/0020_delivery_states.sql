ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_to_check";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_from_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
-- `shipped` is gone (decision 074): a parcel that left is `out_for_delivery`, and its history says so.
UPDATE "orders" SET "status" = 'out_for_delivery' WHERE "status" = 'shipped';--> statement-breakpoint
UPDATE "order_status_history" SET "to_status" = 'out_for_delivery' WHERE "to_status" = 'shipped';--> statement-breakpoint
UPDATE "order_status_history" SET "from_status" = 'out_for_delivery' WHERE "from_status" = 'shipped';--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "failure_note" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_failure_check" CHECK (("order_status_history"."failure_reason" is null or "order_status_history"."failure_reason" in ('no_answer', 'refused', 'wrong_address', 'postponed', 'unreachable_area', 'other'))
        and (("order_status_history"."to_status" = 'delivery_failed') = ("order_status_history"."failure_reason" is not null))
        and ("order_status_history"."failure_reason" is distinct from 'other' or "order_status_history"."failure_note" is not null));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_to_check" CHECK ("order_status_history"."to_status" in ('pending', 'confirmed', 'processing', 'ready', 'out_for_delivery', 'delivery_failed', 'returning', 'returned', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_from_check" CHECK ("order_status_history"."from_status" is null or "order_status_history"."from_status" in ('pending', 'confirmed', 'processing', 'ready', 'out_for_delivery', 'delivery_failed', 'returning', 'returned', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'processing', 'ready', 'out_for_delivery', 'delivery_failed', 'returning', 'returned', 'delivered', 'cancelled'));