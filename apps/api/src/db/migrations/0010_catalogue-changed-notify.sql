-- Every API instance may keep recent listings for a few seconds (CATALOGUE_CACHE_SECONDS). A committed change
-- to anything a listing shows sends NOTIFY catalogue_changed, and each instance that LISTENs forgets its
-- listings at once, so a salon's edit shows everywhere within moments rather than after the cache's lifetime.
-- Bookings are left out on purpose: a hold would empty the cache several times a second; the free times on a
-- card may lag by the cache's lifetime, and booking always checks afresh.
-- Statement-level, and NOTIFY folds repeats within one transaction, so a bulk change sends one notification.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "merchants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "off_peak_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "merchant_files_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
