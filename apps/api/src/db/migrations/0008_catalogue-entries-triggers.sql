-- catalogue_entries (0007) is what the public catalogue searches, filters, sorts and counts. It is written
-- here and nowhere else (and catalogue_counts from it, below): triggers keep each service's entry equal to catalogue_entry_source, the one
-- definition of an entry, whenever the service or its business changes.
--
-- `listed` is the catalogue's "listed": an approved, active service of an approved business that is not paused.
-- `effective_price_pence` and `saving` are usableOffPeakPrice (apps/api/src/db/sql-rules.ts, the domain's
-- hasOffPeakPrice) applied to the price: the price chips filter on the first, "Available Now" sorts on the second.
-- `search_text` joins the lower-cased name, business name, category and description with U+001F; the lengths
-- say where each part ends, so the position of a term's first occurrence tells which part matched first.
CREATE VIEW "catalogue_entry_source" AS
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
  CASE WHEN s.off_peak_price_pence IS NOT NULL AND s.off_peak_price_pence >= 0 AND s.off_peak_price_pence < s.price_pence
    THEN s.off_peak_price_pence ELSE s.price_pence END AS effective_price_pence,
  CASE WHEN s.off_peak_price_pence IS NOT NULL AND s.off_peak_price_pence >= 0 AND s.off_peak_price_pence < s.price_pence AND s.price_pence > 0
    THEN (s.price_pence - s.off_peak_price_pence)::float / s.price_pence ELSE 0 END AS saving,
  m.latitude,
  m.longitude
FROM services s
JOIN merchants m ON m.id = s.merchant_id;
--> statement-breakpoint
-- Writes the entries of the services whose ids are given, from catalogue_entry_source as it is now.
CREATE FUNCTION "refresh_catalogue_entries"(service_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_entries (service_id, merchant_id, listed, search_text, name_length, business_name_length, category_length,
    name, business_name, category, category_key, effective_price_pence, saving, latitude, longitude)
  SELECT service_id, merchant_id, listed, search_text, name_length, business_name_length, category_length,
    name, business_name, category, category_key, effective_price_pence, saving, latitude, longitude
  FROM catalogue_entry_source
  WHERE service_id = ANY (service_ids)
  ON CONFLICT (service_id) DO UPDATE SET
    merchant_id = excluded.merchant_id,
    listed = excluded.listed,
    search_text = excluded.search_text,
    name_length = excluded.name_length,
    business_name_length = excluded.business_name_length,
    category_length = excluded.category_length,
    name = excluded.name,
    business_name = excluded.business_name,
    category = excluded.category,
    category_key = excluded.category_key,
    effective_price_pence = excluded.effective_price_pence,
    saving = excluded.saving,
    latitude = excluded.latitude,
    longitude = excluded.longitude
$$;
--> statement-breakpoint
-- After services are inserted or updated. The businesses are locked FOR SHARE first: a change to a business
-- that is still in flight is waited for, and the refresh (a new statement, so a new snapshot under READ
-- COMMITTED) then reads it; a change that starts later waits for this transaction and refreshes after it.
CREATE FUNCTION "catalogue_entries_after_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM merchants WHERE id IN (SELECT merchant_id FROM changed) ORDER BY id FOR SHARE;
  PERFORM refresh_catalogue_entries(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "services_catalogue_entries_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_services();
--> statement-breakpoint
CREATE TRIGGER "services_catalogue_entries_update" AFTER UPDATE ON "services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_services();
--> statement-breakpoint
-- After a business changes what its entries hold (deletions cascade from services).
CREATE FUNCTION "catalogue_entries_after_merchant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalogue_entries(ARRAY(SELECT id FROM services WHERE merchant_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_catalogue_entries" AFTER UPDATE ON "merchants" FOR EACH ROW
  WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.is_paused IS DISTINCT FROM NEW.is_paused OR OLD.latitude IS DISTINCT FROM NEW.latitude
    OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION catalogue_entries_after_merchant();
--> statement-breakpoint
-- catalogue_counts follows the listed entries: each statement's changes summed per (category, effective
-- price) and applied in key order, so concurrent writers take the counters' row locks in the same order.
CREATE FUNCTION "catalogue_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT category, effective_price_pence, 1 AS delta FROM added WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT category, effective_price_pence, 1 AS delta FROM added WHERE listed
    UNION ALL
    SELECT category, effective_price_pence, -1 AS delta FROM removed WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category, effective_price_pence, services)
  SELECT category, effective_price_pence, sum(delta) FROM (
    SELECT category, effective_price_pence, -1 AS delta FROM removed WHERE listed
  ) changes
  GROUP BY category, effective_price_pence HAVING sum(delta) <> 0
  ORDER BY category, effective_price_pence
  ON CONFLICT (category, effective_price_pence) DO UPDATE SET services = c.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_counts_insert" AFTER INSERT ON "catalogue_entries"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_counts_update" AFTER UPDATE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_counts_delete" AFTER DELETE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_after_delete();
--> statement-breakpoint
SELECT refresh_catalogue_entries(ARRAY(SELECT id FROM services));
--> statement-breakpoint
-- The per-column trigram indexes and partial indexes of 0004 served the queries catalogue_entries now answers.
DROP INDEX IF EXISTS "services_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "services_description_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "services_category_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "merchants_business_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "services_listed_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "merchants_position_idx";
