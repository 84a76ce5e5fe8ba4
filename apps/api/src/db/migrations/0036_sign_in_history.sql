ALTER TYPE "public"."booking_event_kind" ADD VALUE 'cancelled_by_admin';--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_method_known" CHECK ("sign_ins"."method" in ('password', 'google', 'sign_up')),
	CONSTRAINT "sign_ins_outcome_known" CHECK ("sign_ins"."outcome" in ('signed_in', 'refused_disabled'))
);
--> statement-breakpoint
ALTER TABLE "refund_requests" DROP CONSTRAINT "refund_requests_reason_known";--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_created_idx" ON "sign_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_reason_known" CHECK ("refund_requests"."reason" in ('cancellation', 'salon_cancellation', 'admin_cancellation', 'price_difference'));