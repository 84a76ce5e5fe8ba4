CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('requires_payment_method', 'processing', 'succeeded', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."refund_request_status" AS ENUM('pending', 'completed');--> statement-breakpoint
CREATE TYPE "public"."off_peak_pricing_mode" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."service_approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."credit_entry_type" AS ENUM('earned', 'bonus', 'spent', 'refund', 'expired');--> statement-breakpoint
CREATE TYPE "public"."merchant_file_type" AS ENUM('logo', 'certificate');--> statement-breakpoint
CREATE TYPE "public"."merchant_status" AS ENUM('pending_review', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."bank_account_type" AS ENUM('checking', 'savings', 'business');--> statement-breakpoint
CREATE TYPE "public"."payout_frequency" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('consumer', 'merchant', 'admin');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"booking_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"notes" text,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"original_price_pence" integer NOT NULL,
	"discount_amount_pence" integer DEFAULT 0 NOT NULL,
	"platform_fee_pence" integer NOT NULL,
	"final_price_pence" integer NOT NULL,
	"credits_used_pence" integer DEFAULT 0 NOT NULL,
	"processing_fee_pence" integer NOT NULL,
	"merchant_payout_pence" integer NOT NULL,
	"off_peak_applied" boolean DEFAULT false NOT NULL,
	"guest_first_name" text,
	"guest_last_name" text,
	"guest_email" text,
	"guest_phone" text,
	"agreed_to_terms_at" timestamp with time zone,
	"terms_version" integer,
	"agreed_to_merchant_policy_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"completion_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ends_after_starts" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_duration_positive" CHECK ("bookings"."duration_minutes" >= 1),
	CONSTRAINT "bookings_time_format" CHECK ("bookings"."booking_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "bookings_pending_has_hold" CHECK ("bookings"."status" <> 'pending' or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_amounts_not_negative" CHECK ("bookings"."original_price_pence" >= 0 and "bookings"."discount_amount_pence" >= 0 and "bookings"."platform_fee_pence" >= 0
        and "bookings"."final_price_pence" >= 0 and "bookings"."credits_used_pence" >= 0 and "bookings"."processing_fee_pence" >= 0
        and "bookings"."merchant_payout_pence" >= 0),
	CONSTRAINT "bookings_discount_within_price" CHECK ("bookings"."discount_amount_pence" <= "bookings"."original_price_pence"),
	CONSTRAINT "bookings_credits_within_final" CHECK ("bookings"."credits_used_pence" <= "bookings"."final_price_pence")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" "payment_status" DEFAULT 'requires_payment_method' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_pence" >= 0),
	CONSTRAINT "payments_card_last4_format" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "refund_request_status" DEFAULT 'pending' NOT NULL,
	"total_paid_pence" integer NOT NULL,
	"credits_used_pence" integer DEFAULT 0 NOT NULL,
	"card_refund_pence" integer NOT NULL,
	"credits_restored_pence" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"admin_notes" text,
	"gateway_refund_reference" text,
	CONSTRAINT "refund_requests_amounts_not_negative" CHECK ("refund_requests"."total_paid_pence" >= 0 and "refund_requests"."credits_used_pence" >= 0 and "refund_requests"."card_refund_pence" >= 0
        and "refund_requests"."credits_restored_pence" >= 0),
	CONSTRAINT "refund_requests_completed_at" CHECK (("refund_requests"."status" = 'completed') = ("refund_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "off_peak_affected_services" (
	"merchant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "off_peak_affected_services_merchant_id_service_id_pk" PRIMARY KEY("merchant_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "off_peak_pricing_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"pricing_mode" "off_peak_pricing_mode" DEFAULT 'percentage' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "off_peak_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"discount_percentage" smallint DEFAULT 20 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "off_peak_schedules_day_valid" CHECK ("off_peak_schedules"."day_of_week" between 0 and 6),
	CONSTRAINT "off_peak_schedules_start_format" CHECK ("off_peak_schedules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "off_peak_schedules_end_format" CHECK ("off_peak_schedules"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "off_peak_schedules_end_after_start" CHECK ("off_peak_schedules"."end_time" > "off_peak_schedules"."start_time"),
	CONSTRAINT "off_peak_schedules_discount_range" CHECK ("off_peak_schedules"."discount_percentage" between 5 and 50)
);
--> statement-breakpoint
CREATE TABLE "off_peak_service_prices" (
	"merchant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"fixed_price_pence" integer NOT NULL,
	CONSTRAINT "off_peak_service_prices_service_id_pk" PRIMARY KEY("service_id"),
	CONSTRAINT "off_peak_service_prices_positive" CHECK ("off_peak_service_prices"."fixed_price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price_pence" integer NOT NULL,
	"off_peak_price_pence" integer,
	"duration_minutes" integer NOT NULL,
	"materials" text,
	"technician_name" text,
	"provider_name" text,
	"image_url" text,
	"availability_schedule" text,
	"approval_status" "service_approval_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_not_negative" CHECK ("services"."price_pence" >= 0),
	CONSTRAINT "services_off_peak_price_valid" CHECK ("services"."off_peak_price_pence" is null or ("services"."off_peak_price_pence" >= 0 and "services"."off_peak_price_pence" < "services"."price_pence")),
	CONSTRAINT "services_duration_positive" CHECK ("services"."duration_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debit_entry_id" uuid NOT NULL,
	"grant_entry_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_allocations_amount_positive" CHECK ("credit_allocations"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "credit_entry_type" NOT NULL,
	"amount_pence" integer NOT NULL,
	"description" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_amount_not_zero" CHECK ("credit_ledger_entries"."amount_pence" <> 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"file_type" "merchant_file_type" NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_files_size_positive" CHECK ("merchant_files"."file_size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"business_category" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"website_url" text,
	"social_media_url" text,
	"availability_hours" text DEFAULT '' NOT NULL,
	"specific_policies" text,
	"status" "merchant_status" DEFAULT 'pending_review' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"admin_notes" text,
	"revenue_balance_pence" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_revenue_balance_not_negative" CHECK ("merchants"."revenue_balance_pence" >= 0),
	CONSTRAINT "merchants_position_complete" CHECK (("merchants"."latitude" is null) = ("merchants"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"manually_handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"sort_code" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"data_consent_given_at" timestamp with time zone NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_sort_code_format" CHECK ("bank_accounts"."sort_code" ~ '^[0-9]{2}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "bank_accounts_last4_format" CHECK ("bank_accounts"."account_number_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"payout_frequency" "payout_frequency" DEFAULT 'weekly' NOT NULL,
	"minimum_payout_pence" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_minimum_at_least_500" CHECK ("payout_settings"."minimum_payout_pence" >= 500)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"bank_sort_code" text,
	"bank_account_last4" text,
	"amount_pence" integer NOT NULL,
	"reference" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_merchant_reference_unique" UNIQUE("merchant_id","reference"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_pence" > 0),
	CONSTRAINT "payouts_period_ordered" CHECK ("payouts"."period_end" >= "payouts"."period_start")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "booking_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_terms_version_unique" UNIQUE("version"),
	CONSTRAINT "booking_terms_version_positive" CHECK ("booking_terms"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_login_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"role" "user_role" DEFAULT 'consumer' NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"gdpr_consent" boolean DEFAULT false NOT NULL,
	"gdpr_consent_at" timestamp with time zone,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"referral_code" text NOT NULL,
	"referred_by_user_id" uuid,
	"email_verified_at" timestamp with time zone,
	"profile_completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_terms_version_booking_terms_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."booking_terms"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_affected_services" ADD CONSTRAINT "off_peak_affected_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_affected_services" ADD CONSTRAINT "off_peak_affected_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_pricing_settings" ADD CONSTRAINT "off_peak_pricing_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_schedules" ADD CONSTRAINT "off_peak_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_service_prices" ADD CONSTRAINT "off_peak_service_prices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_peak_service_prices" ADD CONSTRAINT "off_peak_service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_debit_entry_id_credit_ledger_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."credit_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_grant_entry_id_credit_ledger_entries_id_fk" FOREIGN KEY ("grant_entry_id") REFERENCES "public"."credit_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_files" ADD CONSTRAINT "merchant_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_booking_id_bookings_id_fk" FOREIGN KEY ("reward_booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_starts_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_merchant_starts_idx" ON "bookings" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_service_starts_idx" ON "bookings" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_unique" ON "payments" USING btree ("gateway_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_booking_unique" ON "refund_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_gateway_reference_unique" ON "refund_requests" USING btree ("gateway_refund_reference");--> statement-breakpoint
CREATE INDEX "refund_requests_status_requested_idx" ON "refund_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "off_peak_affected_services_service_idx" ON "off_peak_affected_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "off_peak_schedules_merchant_idx" ON "off_peak_schedules" USING btree ("merchant_id","day_of_week");--> statement-breakpoint
CREATE INDEX "off_peak_service_prices_merchant_idx" ON "off_peak_service_prices" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_merchant_created_idx" ON "reviews" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "services_merchant_idx" ON "services" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "services_approval_active_idx" ON "services" USING btree ("approval_status","is_active");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category");--> statement-breakpoint
CREATE INDEX "credit_allocations_grant_idx" ON "credit_allocations" USING btree ("grant_entry_id");--> statement-breakpoint
CREATE INDEX "credit_allocations_debit_idx" ON "credit_allocations" USING btree ("debit_entry_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_files_storage_key_unique" ON "merchant_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "merchant_files_merchant_idx" ON "merchant_files" USING btree ("merchant_id","file_type");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_user_unique" ON "merchants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchants_status_idx" ON "merchants" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "merchants_listed_idx" ON "merchants" USING btree ("city") WHERE "merchants"."status" = 'approved' and "merchants"."is_paused" = false;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_accounts_merchant_idx" ON "bank_accounts" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "payouts_merchant_created_idx" ON "payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_unique" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_issuer_subject_unique" ON "identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "identities_user_idx" ON "identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");