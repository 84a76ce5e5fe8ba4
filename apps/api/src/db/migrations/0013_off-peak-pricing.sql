-- Merchant off-peak pricing (decision 015): a catalogue entry's effective price and saving follow the domain's
-- lowestOffPeakPrice (packages/domain/src/off-peak.ts). For a service listed in off_peak_affected_services of a
-- business with at least one active schedule, that is the biggest active discount (percentage mode: price ×
-- discount_percentage / 100 off, rounded half up in whole pence) or its fixed price (fixed mode, when 1p up to
-- just under the price); any other service keeps its own off-peak price when it is below the price.
-- Columns and their order are those of 0008's view, so refresh_catalogue_entries reads it unchanged.
CREATE OR REPLACE VIEW "catalogue_entry_source" AS
SELECT
  s.id AS service_id,
  s.merchant_id,
  (s.approval_status = 'approved' AND s.is_active AND m.status = 'approved' AND NOT m.is_paused) AS listed,
  lower(s.name) || E'\x1f' || lower(m.business_name) || E'\x1f' || lower(s.category) || E'\x1f' || lower(s.description) AS search_text,
  char_length(lower(s.name)) AS name_length,
  char_length(lower(m.business_name)) AS business_name_length,
  char_length(lower(s.category)) AS category_length,
  s.name,
  m.business_name,
  s.category,
  lower(s.category) AS category_key,
  p.effective_price_pence,
  CASE WHEN s.price_pence > 0 AND p.effective_price_pence < s.price_pence
    THEN (s.price_pence - p.effective_price_pence)::float / s.price_pence ELSE 0 END AS saving,
  m.latitude,
  m.longitude
FROM services s
JOIN merchants m ON m.id = s.merchant_id
CROSS JOIN LATERAL (
  SELECT
    (SELECT max(o.discount_percentage) FROM off_peak_schedules o WHERE o.merchant_id = s.merchant_id AND o.is_active) AS best_percentage,
    EXISTS (SELECT 1 FROM off_peak_affected_services a WHERE a.merchant_id = s.merchant_id AND a.service_id = s.id) AS affected,
    coalesce((SELECT ps.pricing_mode::text FROM off_peak_pricing_settings ps WHERE ps.merchant_id = s.merchant_id), 'percentage') AS mode,
    (SELECT f.fixed_price_pence FROM off_peak_service_prices f WHERE f.service_id = s.id AND f.merchant_id = s.merchant_id) AS fixed_price_pence
) own
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN own.affected AND own.best_percentage IS NOT NULL THEN
      CASE
        WHEN own.mode = 'fixed' THEN
          CASE WHEN own.fixed_price_pence >= 1 AND own.fixed_price_pence < s.price_pence THEN own.fixed_price_pence ELSE s.price_pence END
        WHEN s.price_pence > 0 THEN s.price_pence - (s.price_pence * own.best_percentage + 50) / 100
        ELSE s.price_pence
      END
    WHEN s.off_peak_price_pence IS NOT NULL AND s.off_peak_price_pence >= 0 AND s.off_peak_price_pence < s.price_pence
      THEN s.off_peak_price_pence
    ELSE s.price_pence
  END AS effective_price_pence
) p;
--> statement-breakpoint
-- After a change to a business's schedules, mode, affected services or fixed prices: refresh the entries of
-- every service of the businesses touched. The businesses are locked first (FOR NO KEY UPDATE, which waits
-- for a service change's FOR SHARE of 0008 and makes it wait), so a service edit racing a schedule change
-- refreshes after it, reading both.
CREATE FUNCTION "refresh_catalogue_entries_of_merchants"(merchant_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM merchants WHERE id = ANY (merchant_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_catalogue_entries(ARRAY(SELECT id FROM services WHERE merchant_id = ANY (merchant_ids)));
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_entries_after_off_peak_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalogue_entries_of_merchants(ARRAY(SELECT DISTINCT merchant_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_entries_after_off_peak_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalogue_entries_of_merchants(ARRAY(SELECT merchant_id FROM added UNION SELECT merchant_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_entries_after_off_peak_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalogue_entries_of_merchants(ARRAY(SELECT DISTINCT merchant_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_entries_insert" AFTER INSERT ON "off_peak_schedules"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_insert();
--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_entries_update" AFTER UPDATE ON "off_peak_schedules"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_update();
--> statement-breakpoint
CREATE TRIGGER "off_peak_schedules_entries_delete" AFTER DELETE ON "off_peak_schedules"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_delete();
--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_entries_insert" AFTER INSERT ON "off_peak_pricing_settings"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_insert();
--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_entries_update" AFTER UPDATE ON "off_peak_pricing_settings"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_update();
--> statement-breakpoint
CREATE TRIGGER "off_peak_pricing_settings_entries_delete" AFTER DELETE ON "off_peak_pricing_settings"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_delete();
--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_entries_insert" AFTER INSERT ON "off_peak_affected_services"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_insert();
--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_entries_update" AFTER UPDATE ON "off_peak_affected_services"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_update();
--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_entries_delete" AFTER DELETE ON "off_peak_affected_services"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_delete();
--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_entries_insert" AFTER INSERT ON "off_peak_service_prices"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_insert();
--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_entries_update" AFTER UPDATE ON "off_peak_service_prices"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_update();
--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_entries_delete" AFTER DELETE ON "off_peak_service_prices"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_off_peak_delete();
--> statement-breakpoint
-- Cached listings show prices, so these tables tell the caches too (0010 covers off_peak_schedules).
CREATE TRIGGER "off_peak_pricing_settings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "off_peak_pricing_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "off_peak_affected_services_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "off_peak_affected_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "off_peak_service_prices_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "off_peak_service_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
SELECT refresh_catalogue_entries(ARRAY(SELECT id FROM services WHERE merchant_id IN (SELECT merchant_id FROM off_peak_affected_services)));
