ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('registration', 'password_reset', 'email_change', 'phone_registration', 'phone_login', 'phone_change'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_check" CHECK ("users"."email" is not null or "users"."phone_verified_at" is not null);--> statement-breakpoint
-- Existing numbers were stored as 07XXXXXXXXX: from now on users.phone is +9647XXXXXXXXX (none is verified yet).
UPDATE "users" SET "phone" = '+964' || substr("phone", 2) WHERE "phone" ~ '^07[0-9]{9}$';
