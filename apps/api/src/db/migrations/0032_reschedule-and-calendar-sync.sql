CREATE TYPE "public"."booking_event_kind" AS ENUM('rescheduled', 'move_proposed', 'move_accepted', 'move_declined', 'cancelled_by_salon');--> statement-breakpoint
CREATE TYPE "public"."move_proposal_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."diary_block_kind" ADD VALUE 'external';--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "booking_event_kind" NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"from_date" date,
	"from_time" text,
	"from_team_member_id" uuid,
	"to_date" date,
	"to_time" text,
	"to_team_member_id" uuid,
	"price_change_pence" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_known" CHECK ("booking_events"."actor" in ('customer', 'merchant', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "booking_move_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"booking_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "move_proposal_status" DEFAULT 'pending' NOT NULL,
	"proposed_by_user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_move_proposals_time_format" CHECK ("booking_move_proposals"."booking_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "busy_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"team_member_id" uuid,
	"url" text NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_sync_ok" boolean,
	"last_sync_message" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"clash_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busy_calendars_owner_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","team_member_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"team_member_id" uuid,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_owner_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","team_member_id")
);
--> statement-breakpoint
DROP INDEX "refund_requests_booking_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "move_to" jsonb;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "reason" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "booking_event_id" uuid;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD COLUMN "busy_calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD COLUMN "clash_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_team_member_id_team_members_id_fk" FOREIGN KEY ("from_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_team_member_id_team_members_id_fk" FOREIGN KEY ("to_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_move_proposals" ADD CONSTRAINT "booking_move_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_move_proposals" ADD CONSTRAINT "booking_move_proposals_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_move_proposals" ADD CONSTRAINT "booking_move_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_move_proposals_one_pending" ON "booking_move_proposals" USING btree ("booking_id") WHERE "booking_move_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "busy_calendars_next_sync_idx" ON "busy_calendars" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_event_id_booking_events_id_fk" FOREIGN KEY ("booking_event_id") REFERENCES "public"."booking_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD CONSTRAINT "diary_blocks_busy_calendar_id_busy_calendars_id_fk" FOREIGN KEY ("busy_calendar_id") REFERENCES "public"."busy_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_booking_event_unique" ON "refund_requests" USING btree ("booking_event_id");--> statement-breakpoint
CREATE INDEX "refund_requests_booking_idx" ON "refund_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diary_blocks_external_event_unique" ON "diary_blocks" USING btree ("busy_calendar_id","external_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_booking_unique" ON "refund_requests" USING btree ("booking_id") WHERE "refund_requests"."reason" <> 'price_difference';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('booking', 'price_difference'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_move_has_target" CHECK (("payments"."purpose" = 'price_difference') = ("payments"."move_to" is not null));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_reason_known" CHECK ("refund_requests"."reason" in ('cancellation', 'salon_cancellation', 'price_difference'));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_difference_has_event" CHECK (("refund_requests"."reason" = 'price_difference') = ("refund_requests"."booking_event_id" is not null));--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD CONSTRAINT "diary_blocks_external_has_calendar" CHECK (("diary_blocks"."kind"::text = 'external') = ("diary_blocks"."busy_calendar_id" is not null and "diary_blocks"."external_uid" is not null));--> statement-breakpoint
-- An external event over a Lull booking is kept as a clash (clash_booking_id set) and takes no time: the booking
-- keeps it. A block takes its member(s) when written without a clash, or when its clash is later cleared.
CREATE OR REPLACE FUNCTION "diary_blocks_occupy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."clash_booking_id" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."clash_booking_id" IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "block_id", "starts_at", "ends_at")
    SELECT NEW."merchant_id", t."id", NEW."id", NEW."starts_at", NEW."ends_at" FROM "team_members" t
    WHERE t."merchant_id" = NEW."merchant_id" AND (NEW."team_member_id" IS NULL OR t."id" = NEW."team_member_id")
    ORDER BY t."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "diary_blocks_occupy_when_clash_clears" AFTER UPDATE OF "clash_booking_id" ON "diary_blocks"
  FOR EACH ROW EXECUTE FUNCTION "diary_blocks_occupy"();--> statement-breakpoint
-- A block that becomes a clash gives its time back.
CREATE FUNCTION "diary_blocks_release_on_clash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."clash_booking_id" IS NULL AND NEW."clash_booking_id" IS NOT NULL THEN
    DELETE FROM "diary_occupancy" WHERE "block_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "diary_blocks_release_on_clash" AFTER UPDATE OF "clash_booking_id" ON "diary_blocks"
  FOR EACH ROW EXECUTE FUNCTION "diary_blocks_release_on_clash"();--> statement-breakpoint
-- A member who joins takes the business's whole-business blocks still to come, except clashes (they take no time).
CREATE OR REPLACE FUNCTION "team_members_take_business_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "block_id", "starts_at", "ends_at")
    SELECT "merchant_id", NEW."id", "id", "starts_at", "ends_at" FROM "diary_blocks"
    WHERE "merchant_id" = NEW."merchant_id" AND "team_member_id" IS NULL AND "clash_booking_id" IS NULL AND "ends_at" > now();
  RETURN NULL;
END
$$;
