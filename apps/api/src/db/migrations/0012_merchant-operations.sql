CREATE TYPE "public"."revenue_entry_type" AS ENUM('booking_settled', 'payout', 'adjustment');--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'service_image';--> statement-breakpoint
CREATE TABLE "merchant_revenue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" "revenue_entry_type" NOT NULL,
	"amount_pence" integer NOT NULL,
	"booking_id" uuid,
	"payout_id" uuid,
	"description" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_revenue_entries_amount_not_zero" CHECK ("merchant_revenue_entries"."amount_pence" <> 0),
	CONSTRAINT "merchant_revenue_entries_shape" CHECK (("merchant_revenue_entries"."type" = 'booking_settled' and "merchant_revenue_entries"."booking_id" is not null and "merchant_revenue_entries"."amount_pence" > 0)
        or ("merchant_revenue_entries"."type" = 'payout' and "merchant_revenue_entries"."payout_id" is not null and "merchant_revenue_entries"."amount_pence" < 0)
        or ("merchant_revenue_entries"."type" = 'adjustment' and "merchant_revenue_entries"."booking_id" is null and "merchant_revenue_entries"."payout_id" is null))
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "proposed_changes" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_revenue_entries" ADD CONSTRAINT "merchant_revenue_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_revenue_entries" ADD CONSTRAINT "merchant_revenue_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_revenue_entries" ADD CONSTRAINT "merchant_revenue_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_revenue_entries" ADD CONSTRAINT "merchant_revenue_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_revenue_entries_merchant_created_idx" ON "merchant_revenue_entries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_revenue_entries_one_settlement_per_booking" ON "merchant_revenue_entries" USING btree ("booking_id") WHERE "merchant_revenue_entries"."type" = 'booking_settled';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_revenue_entries_one_per_payout" ON "merchant_revenue_entries" USING btree ("payout_id");