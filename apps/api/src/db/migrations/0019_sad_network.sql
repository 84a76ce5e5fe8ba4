ALTER TABLE "refund_requests" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "gateway_attempts" integer DEFAULT 0 NOT NULL;