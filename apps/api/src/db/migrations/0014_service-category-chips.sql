-- A service is browsed under its customer chip (decision 012, packages/domain/src/service-categories.ts
-- customerCategoryOf): a salon's "Lashes" or "Brows" under Brows & Lashes, "Facial", "Makeup" and "Waxing" under
-- Skincare. Before, an entry's category_key was the salon's own category, so those services never matched
-- their chip. customer_category is the SQL form of customerCategoryOf (a chip's own name, and any name it does
-- not know, stay as they are); catalogue_counts now counts per chip, so the chips' totals and the facet agree.
CREATE FUNCTION "customer_category"(service_category text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE service_category
    WHEN 'Brows' THEN 'Brows & Lashes'
    WHEN 'Lashes' THEN 'Brows & Lashes'
    WHEN 'Facial' THEN 'Skincare'
    WHEN 'Makeup' THEN 'Skincare'
    WHEN 'Waxing' THEN 'Skincare'
    ELSE service_category
  END
$$;
--> statement-breakpoint
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
  lower(customer_category(s.category)) AS category_key,
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
) p;;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT customer_category(category) AS category, effective_price_pence, 1 AS delta FROM added WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT customer_category(category) AS category, effective_price_pence, 1 AS delta FROM added WHERE listed
    UNION ALL
    SELECT customer_category(category) AS category, effective_price_pence, -1 AS delta FROM removed WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT customer_category(category) AS category, effective_price_pence, -1 AS delta FROM removed WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT refresh_catalogue_entries(ARRAY(SELECT id FROM services));
--> statement-breakpoint
-- The counters again from the entries, per chip: those counted under a salon's own category name go.
DELETE FROM catalogue_counts;
--> statement-breakpoint
INSERT INTO catalogue_counts (category, effective_price_pence, services)
SELECT customer_category(category), effective_price_pence, count(*) FROM catalogue_entries WHERE listed
GROUP BY 1, 2 ORDER BY 1, 2;
