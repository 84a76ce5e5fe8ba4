-- The salon's real diary (decision 050): team members, the services each performs, blocks of time the salon cannot
-- sell, and one occupancy table whose exclusion constraint keeps a member out of two places at once. Written by
-- drizzle-kit; the triggers, the constraint and the backfill at the end are by hand (drizzle-kit cannot express them).
CREATE TYPE "public"."diary_block_kind" AS ENUM('break', 'time_off', 'closure', 'walk_in', 'phone_booking');--> statement-breakpoint
CREATE TABLE "diary_occupancy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_occupancy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diary_occupancy_one_source" CHECK (("diary_occupancy"."booking_id" is null) <> ("diary_occupancy"."block_id" is null)),
	CONSTRAINT "diary_occupancy_ends_after_starts" CHECK ("diary_occupancy"."ends_at" > "diary_occupancy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "diary_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"team_member_id" uuid,
	"kind" "diary_block_kind" NOT NULL,
	"block_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"client_name" text,
	"client_phone" text,
	"series_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_blocks_start_format" CHECK ("diary_blocks"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "diary_blocks_end_format" CHECK ("diary_blocks"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "diary_blocks_ends_after_starts" CHECK ("diary_blocks"."ends_at" > "diary_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "team_member_services" (
	"team_member_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "team_member_services_team_member_id_service_id_pk" PRIMARY KEY("team_member_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"working_hours" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_name_present" CHECK (length(btrim("team_members"."display_name")) between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "team_member_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_occupancy" ADD CONSTRAINT "diary_occupancy_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_occupancy" ADD CONSTRAINT "diary_occupancy_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_occupancy" ADD CONSTRAINT "diary_occupancy_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_occupancy" ADD CONSTRAINT "diary_occupancy_block_id_diary_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."diary_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD CONSTRAINT "diary_blocks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_blocks" ADD CONSTRAINT "diary_blocks_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_services" ADD CONSTRAINT "team_member_services_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_services" ADD CONSTRAINT "team_member_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_occupancy_merchant_starts_idx" ON "diary_occupancy" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "diary_occupancy_booking_idx" ON "diary_occupancy" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "diary_occupancy_block_idx" ON "diary_occupancy" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "diary_blocks_merchant_starts_idx" ON "diary_blocks" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "diary_blocks_series_idx" ON "diary_blocks" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "team_member_services_service_idx" ON "team_member_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "team_members_merchant_idx" ON "team_members" USING btree ("merchant_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_team_member_starts_idx" ON "bookings" USING btree ("team_member_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffer_range" CHECK ("bookings"."buffer_minutes" between 0 and 60);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" between 0 and 60);--> statement-breakpoint
-- No member is in two places at once: two rows of one member may not overlap unless both are blocks (a lunch break
-- inside a day off is fine). overlap_class makes that exception: a booking's row covers every class, a block's row
-- only its own, so block against block never overlaps in the third column.
ALTER TABLE "diary_occupancy" ADD CONSTRAINT "diary_occupancy_no_overlap" EXCLUDE USING gist (
	"team_member_id" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&,
	(CASE WHEN "booking_id" IS NULL THEN int8range("id", "id", '[]') ELSE int8range(NULL, NULL) END) WITH &&
);--> statement-breakpoint
-- Capacity is the team's now, not the service's: a salon with three stylists sells three haircuts at 10:00.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
DROP TRIGGER "bookings_lock_service_for_hold" ON "bookings";--> statement-breakpoint
DROP FUNCTION "bookings_lock_service_for_hold"();--> statement-breakpoint
-- Every business has its first member: the owner's first name, else the business's name. They perform every service
-- and work whenever the business is open (working_hours null), so customers see no change until the salon adds people.
CREATE FUNCTION "team_first_member_name"(owner uuid, business text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT nullif(left(btrim(first_name), 60), '') FROM users WHERE id = owner),
    nullif(left(btrim(business), 60), ''),
    'Team member')
$$;--> statement-breakpoint
INSERT INTO "team_members" ("merchant_id", "display_name")
  SELECT "id", "team_first_member_name"("user_id", "business_name") FROM "merchants";--> statement-breakpoint
INSERT INTO "team_member_services" ("team_member_id", "service_id")
  SELECT t."id", s."id" FROM "team_members" t JOIN "services" s ON s."merchant_id" = t."merchant_id";--> statement-breakpoint
UPDATE "bookings" b SET "team_member_id" = t."id" FROM "team_members" t WHERE t."merchant_id" = b."merchant_id";--> statement-breakpoint
-- Active bookings take their member's time. Two of a business that already overlap (possible while only one service
-- could not overlap itself) cannot share one member: the later goes to an inactive "extra chair" made for it, which
-- the salon sees in its diary and team and is never offered to customers.
DO $$
DECLARE
  booking record;
  chair uuid;
BEGIN
  FOR booking IN
    SELECT "id", "merchant_id", "starts_at", "ends_at" FROM "bookings"
    WHERE "status" IN ('pending', 'confirmed') ORDER BY "merchant_id", "starts_at", "created_at"
  LOOP
    SELECT t."id" INTO chair FROM "team_members" t
      WHERE t."merchant_id" = booking."merchant_id"
        AND NOT EXISTS (
          SELECT 1 FROM "diary_occupancy" o
          WHERE o."team_member_id" = t."id" AND o."starts_at" < booking."ends_at" AND o."ends_at" > booking."starts_at")
      ORDER BY t."position", t."created_at" LIMIT 1;
    IF chair IS NULL THEN
      INSERT INTO "team_members" ("merchant_id", "display_name", "is_active", "position")
        SELECT booking."merchant_id", 'Extra chair ' || (count(*) + 1), false, count(*)
        FROM "team_members" WHERE "merchant_id" = booking."merchant_id"
        RETURNING "id" INTO chair;
      INSERT INTO "team_member_services" ("team_member_id", "service_id")
        SELECT chair, "id" FROM "services" WHERE "merchant_id" = booking."merchant_id";
      UPDATE "bookings" SET "team_member_id" = chair WHERE "id" = booking."id";
    END IF;
    INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "booking_id", "starts_at", "ends_at")
      VALUES (booking."merchant_id", chair, booking."id", booking."starts_at", booking."ends_at");
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "team_member_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "merchants_add_first_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_members" ("merchant_id", "display_name") VALUES (NEW."id", "team_first_member_name"(NEW."user_id", NEW."business_name"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "merchants_add_first_member" AFTER INSERT ON "merchants"
  FOR EACH ROW EXECUTE FUNCTION "merchants_add_first_member"();--> statement-breakpoint
-- A new service is performed by every member of its business until the salon says otherwise.
CREATE FUNCTION "services_performed_by_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_member_services" ("team_member_id", "service_id")
    SELECT "id", NEW."id" FROM "team_members" WHERE "merchant_id" = NEW."merchant_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_performed_by_team" AFTER INSERT ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_performed_by_team"();--> statement-breakpoint
-- A booking written without a member (seeds, imported records) belongs to its business's first member; a customer's
-- hold always names the member the assignment rule chose. New holds of one member are inserted one at a time, as
-- 0009 did per service: two overlapping holds would otherwise each wait on the other's uncommitted occupancy row
-- and deadlock instead of one clean 23P01. Only pending rows lock (bulk loads would fill the lock table).
CREATE FUNCTION "bookings_assign_and_lock_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."team_member_id" IS NULL THEN
    SELECT "id" INTO NEW."team_member_id" FROM "team_members"
      WHERE "merchant_id" = NEW."merchant_id" ORDER BY "position", "created_at", "id" LIMIT 1;
  END IF;
  IF NEW."status" = 'pending' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(NEW."team_member_id"::text, 0));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_assign_and_lock_member" BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_assign_and_lock_member"();--> statement-breakpoint
-- An active booking (pending inside its hold, or confirmed) takes its member from its start to the end of its
-- clean-up buffer; any other status frees the time. Updates that change none of that leave the row alone.
CREATE FUNCTION "bookings_occupy_diary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD."status" IN ('pending', 'confirmed')) = (NEW."status" IN ('pending', 'confirmed'))
    AND OLD."team_member_id" = NEW."team_member_id" AND OLD."starts_at" = NEW."starts_at"
    AND OLD."ends_at" = NEW."ends_at" AND OLD."buffer_minutes" = NEW."buffer_minutes" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "diary_occupancy" WHERE "booking_id" = NEW."id";
  END IF;
  IF NEW."status" IN ('pending', 'confirmed') THEN
    INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "booking_id", "starts_at", "ends_at")
      VALUES (NEW."merchant_id", NEW."team_member_id", NEW."id", NEW."starts_at", NEW."ends_at" + make_interval(mins => NEW."buffer_minutes"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_occupy_diary" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_occupy_diary"();--> statement-breakpoint
-- A block takes its member, or every member of the business when it names none, in member order (so two blocks
-- lock members in the same order and never deadlock).
CREATE FUNCTION "diary_blocks_occupy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "block_id", "starts_at", "ends_at")
    SELECT NEW."merchant_id", "id", NEW."id", NEW."starts_at", NEW."ends_at" FROM "team_members"
    WHERE "merchant_id" = NEW."merchant_id" AND (NEW."team_member_id" IS NULL OR "id" = NEW."team_member_id")
    ORDER BY "id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "diary_blocks_occupy" AFTER INSERT ON "diary_blocks"
  FOR EACH ROW EXECUTE FUNCTION "diary_blocks_occupy"();--> statement-breakpoint
CREATE FUNCTION "diary_occupancy_lock_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW."team_member_id"::text, 0));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "diary_occupancy_lock_member" BEFORE INSERT ON "diary_occupancy"
  FOR EACH ROW WHEN (NEW."block_id" IS NOT NULL) EXECUTE FUNCTION "diary_occupancy_lock_member"();--> statement-breakpoint
-- A member who joins takes the business's whole-business blocks still to come (a closure covers everyone).
CREATE FUNCTION "team_members_take_business_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "block_id", "starts_at", "ends_at")
    SELECT "merchant_id", NEW."id", "id", "starts_at", "ends_at" FROM "diary_blocks"
    WHERE "merchant_id" = NEW."merchant_id" AND "team_member_id" IS NULL AND "ends_at" > now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_members_take_business_blocks" AFTER INSERT ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "team_members_take_business_blocks"();