CREATE TABLE "free_day_refresh" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"computed_from" date
);
--> statement-breakpoint
CREATE TABLE "service_free_days" (
	"service_id" uuid NOT NULL,
	"day" date NOT NULL,
	"morning_last" smallint,
	"afternoon_last" smallint,
	"evening_last" smallint,
	"morning_price" integer,
	"afternoon_price" integer,
	"evening_price" integer,
	CONSTRAINT "service_free_days_service_id_day_pk" PRIMARY KEY("service_id","day")
);
--> statement-breakpoint
ALTER TABLE "free_day_refresh" ADD CONSTRAINT "free_day_refresh_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_free_days" ADD CONSTRAINT "service_free_days_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_day_refresh_stale_idx" ON "free_day_refresh" USING btree ("merchant_id") WHERE "free_day_refresh"."stale";--> statement-breakpoint
CREATE INDEX "service_free_days_day_idx" ON "service_free_days" USING btree ("day","service_id","morning_last","afternoon_last","evening_last","morning_price","afternoon_price","evening_price");--> statement-breakpoint
-- A business's free days are to be worked out again (decision 052). Only for businesses that still exist:
-- a cascade from a deleted business reaches here after its row has gone. In id order, so two statements marking the
-- same businesses lock their rows in the same order.
CREATE FUNCTION "free_days_due"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "free_day_refresh" ("merchant_id", "stale")
    SELECT DISTINCT m."id", true FROM "merchants" m WHERE m."id" = ANY("ids") ORDER BY m."id"
  ON CONFLICT ("merchant_id") DO UPDATE SET "stale" = true WHERE NOT "free_day_refresh"."stale"
$$;--> statement-breakpoint
CREATE FUNCTION "free_days_due_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "free_days_due"(ARRAY(SELECT DISTINCT "merchant_id" FROM "added"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "free_days_due_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "free_days_due"(ARRAY(SELECT DISTINCT "merchant_id" FROM "removed"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The diary (bookings with their clean-up and blocks take and give back time through it), the team and the services.
CREATE TRIGGER "diary_occupancy_free_days_insert" AFTER INSERT ON "diary_occupancy"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "diary_occupancy_free_days_update" AFTER UPDATE ON "diary_occupancy"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "diary_occupancy_free_days_delete" AFTER DELETE ON "diary_occupancy"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
CREATE TRIGGER "team_members_free_days_insert" AFTER INSERT ON "team_members"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "team_members_free_days_update" AFTER UPDATE ON "team_members"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "team_members_free_days_delete" AFTER DELETE ON "team_members"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
CREATE TRIGGER "services_free_days_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "services_free_days_update" AFTER UPDATE ON "services"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "services_free_days_delete" AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
-- Who performs what: the member's business.
CREATE FUNCTION "team_member_services_free_days_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "free_days_due"(ARRAY(SELECT DISTINCT t."merchant_id" FROM "added" a JOIN "team_members" t ON t."id" = a."team_member_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "team_member_services_free_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "free_days_due"(ARRAY(SELECT DISTINCT t."merchant_id" FROM "removed" r JOIN "team_members" t ON t."id" = r."team_member_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_member_services_free_days_insert" AFTER INSERT ON "team_member_services"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "team_member_services_free_days_write"();--> statement-breakpoint
CREATE TRIGGER "team_member_services_free_days_delete" AFTER DELETE ON "team_member_services"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "team_member_services_free_days_delete"();--> statement-breakpoint
-- A business's own hours, and a new business.
CREATE FUNCTION "merchants_free_days_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "free_days_due"(ARRAY(SELECT "id" FROM "added"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "merchants_free_days_insert" AFTER INSERT ON "merchants"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "merchants_free_days_write"();--> statement-breakpoint
CREATE TRIGGER "merchants_free_days_update" AFTER UPDATE ON "merchants"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "merchants_free_days_write"();--> statement-breakpoint
-- Off-peak pricing decides each free start's price, which Lowest price sorts a day's search by.
CREATE TRIGGER "off_peak_schedules_free_days_insert" AFTER INSERT ON "off_peak_schedules"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_free_days_update" AFTER UPDATE ON "off_peak_schedules"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_free_days_delete" AFTER DELETE ON "off_peak_schedules"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_free_days_insert" AFTER INSERT ON "off_peak_pricing_settings"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_free_days_update" AFTER UPDATE ON "off_peak_pricing_settings"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_free_days_delete" AFTER DELETE ON "off_peak_pricing_settings"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_free_days_insert" AFTER INSERT ON "off_peak_affected_services"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_free_days_update" AFTER UPDATE ON "off_peak_affected_services"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_free_days_delete" AFTER DELETE ON "off_peak_affected_services"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_free_days_insert" AFTER INSERT ON "off_peak_service_prices"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_free_days_update" AFTER UPDATE ON "off_peak_service_prices"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_free_days_delete" AFTER DELETE ON "off_peak_service_prices"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();
--> statement-breakpoint
-- Every business there is now is worked out once the job first runs.
INSERT INTO "free_day_refresh" ("merchant_id", "stale") SELECT "id", true FROM "merchants";
