CREATE TABLE "prescription_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "prescription_files_position_check" CHECK ("prescription_files"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"rejection_reason" text,
	"rejection_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "prescriptions_rejection_check" CHECK ("prescriptions"."rejection_reason" is null or "prescriptions"."rejection_reason" in ('unreadable', 'expired', 'wrong_patient', 'not_on_prescription', 'other'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_files_position_unique" ON "prescription_files" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_queue_idx" ON "prescriptions" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_prescription_idx" ON "orders" USING btree ("prescription_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_status_check" CHECK ("orders"."prescription_status" is null or "orders"."prescription_status" in ('pending_review', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("products"."max_per_order" is null or "products"."max_per_order" > 0);--> statement-breakpoint
-- Orders placed before prescriptions were checked: one still waiting holds a prescription medicine that
-- no pharmacist has seen, so it waits for a prescription like a new one (its customer can attach one).
UPDATE "orders" SET "prescription_status" = 'pending_review' WHERE "requires_prescription" AND "status" = 'pending';
