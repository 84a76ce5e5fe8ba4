CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booking_date" date NOT NULL,
	"booking_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_time_format" CHECK ("waitlist_entries"."booking_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_uq" ON "waitlist_entries" USING btree ("user_id","service_id","starts_at") WHERE "waitlist_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_due_idx" ON "waitlist_entries" USING btree ("service_id","starts_at") WHERE "waitlist_entries"."notified_at" is null and "waitlist_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","starts_at");