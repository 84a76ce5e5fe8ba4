-- A proposed migration, not applied (decision 063): catalogue search reads a few hundred rows whatever the number of
-- matches. Written for and smoke-tested on a research copy of the bench's 500,000-service catalogue.
--
-- search_text is four parts (name, business name, category, description, lower-cased, joined by U+001F). A term
-- without U+001F occurs in a row iff it occurs in one of the row's four part values, and the part where it first
-- occurs gives the score. So the values that contain the term (a lookup in a small table with a trigram index)
-- say which rows match and in which score band, and each value's rows can be read in the list's order off an index.

-- Price chips (PRICE_CHIPS in packages/domain/src/catalogue-filters.ts; a test must keep them equal).
CREATE FUNCTION "catalogue_price_chip"(pence integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN pence < 3000 THEN 0 WHEN pence < 6000 THEN 1 WHEN pence < 10000 THEN 2 ELSE 3 END::smallint $$;
--> statement-breakpoint
-- The description part of an entry's search_text.
CREATE FUNCTION "catalogue_description"(search_text text, name_length integer, business_name_length integer, category_length integer)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT substr(search_text, name_length + business_name_length + category_length + 4) $$;
--> statement-breakpoint
-- Listed services per (part, value, category): part 1 name, 2 business name, 3 category key, 4 description.
CREATE TABLE "catalogue_term_counts" (
  "part" smallint NOT NULL, "key" text NOT NULL, "category" text NOT NULL, "services" integer NOT NULL,
  PRIMARY KEY ("part", "key", "category"));
--> statement-breakpoint
-- One row per (part, value) with its listed services and the categories it occurs in: what a search looks up.
CREATE TABLE "catalogue_terms" (
  "part" smallint NOT NULL, "key" text NOT NULL, "services" integer NOT NULL, "categories" text[] NOT NULL,
  PRIMARY KEY ("part", "key"));
--> statement-breakpoint
CREATE INDEX "catalogue_terms_key_trgm_idx" ON "catalogue_terms" USING gin ("key" gin_trgm_ops);
--> statement-breakpoint
-- Per-value reads in the flat list's order (saving, business name, name, id), carrying the filters' columns so
-- chips and areas are checked in the index.
CREATE INDEX "catalogue_entries_name_order_idx" ON "catalogue_entries" (lower("name"), "saving" DESC, "business_name", "name", "service_id")
  INCLUDE ("merchant_id", "category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_business_order_idx" ON "catalogue_entries" (lower("business_name"), "saving" DESC, "business_name", "name", "service_id")
  INCLUDE ("category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_description_order_idx" ON "catalogue_entries"
  (md5(catalogue_description("search_text", "name_length", "business_name_length", "category_length")), "saving" DESC, "business_name", "name", "service_id") WHERE "listed";
--> statement-breakpoint
-- The grouped search: per name value, businesses in the page's order.
CREATE INDEX "catalogue_entries_name_business_idx" ON "catalogue_entries" (lower("name"), "business_name", "merchant_id")
  INCLUDE ("category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
-- Browse and dense bands with price chips: the chip before the saving order.
CREATE INDEX "catalogue_entries_chip_saving_idx" ON "catalogue_entries" (catalogue_price_chip("effective_price_pence"), "saving" DESC, "business_name", "name", "service_id") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_category_chip_saving_idx" ON "catalogue_entries" ("category_key", catalogue_price_chip("effective_price_pence"), "saving" DESC, "business_name", "name", "service_id") WHERE "listed";
--> statement-breakpoint
-- Without these the planner guesses "lower(x) = any(values)" matches most rows and scans the table (measured: 95 ms
-- against 12 ms for 625 business names).
CREATE STATISTICS "catalogue_entries_lower_name_stats" ON (lower("name")) FROM "catalogue_entries";
--> statement-breakpoint
CREATE STATISTICS "catalogue_entries_lower_business_stats" ON (lower("business_name")) FROM "catalogue_entries";
--> statement-breakpoint
-- Kept from catalogue_entries' changes, as catalogue_counts is: each statement's listed rows in (+1) and out (-1),
-- summed per (part, value, category) and applied in key order; then the touched values' catalogue_terms rows are
-- rewritten from their counters (a handful of rows each).
CREATE FUNCTION "catalogue_terms_apply"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT (c->>'part')::smallint AS part, c->>'key' AS key, c->>'category' AS category, sum((c->>'delta')::int) AS delta
    FROM jsonb_array_elements(changes) c GROUP BY 1, 2, 3 HAVING sum((c->>'delta')::int) <> 0
  )
  INSERT INTO catalogue_term_counts AS t (part, key, category, services)
  SELECT part, key, category, delta FROM delta ORDER BY part, key, category
  ON CONFLICT (part, key, category) DO UPDATE SET services = t.services + excluded.services;
  DELETE FROM catalogue_term_counts WHERE services = 0;
  DELETE FROM catalogue_terms t USING (SELECT DISTINCT (c->>'part')::smallint AS part, c->>'key' AS key FROM jsonb_array_elements(changes) c) touched
    WHERE t.part = touched.part AND t.key = touched.key;
  INSERT INTO catalogue_terms (part, key, services, categories)
  SELECT c.part, c.key, sum(c.services), array_agg(c.category ORDER BY c.category)
  FROM catalogue_term_counts c
  JOIN (SELECT DISTINCT (x->>'part')::smallint AS part, x->>'key' AS key FROM jsonb_array_elements(changes) x) touched
    ON touched.part = c.part AND touched.key = c.key
  GROUP BY c.part, c.key ORDER BY c.part, c.key;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_term_changes"(rows_ jsonb, delta integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('part', p.part, 'key', p.key, 'category', r->>'category', 'delta', delta)), '[]'::jsonb)
  FROM jsonb_array_elements(rows_) r
  CROSS JOIN LATERAL (VALUES
    (1, lower(r->>'name')),
    (2, lower(r->>'business_name')),
    (3, r->>'category_key'),
    (4, catalogue_description(r->>'search_text', (r->>'name_length')::int, (r->>'business_name_length')::int, (r->>'category_length')::int))
  ) p(part, key)
  WHERE (r->>'listed')::boolean
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_terms_apply(catalogue_term_changes((SELECT coalesce(jsonb_agg(to_jsonb(a)), '[]') FROM added a), 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_terms_apply(
    catalogue_term_changes((SELECT coalesce(jsonb_agg(to_jsonb(a)), '[]') FROM added a), 1)
    || catalogue_term_changes((SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') FROM removed r), -1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_terms_apply(catalogue_term_changes((SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') FROM removed r), -1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_terms_insert" AFTER INSERT ON "catalogue_entries"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_terms_update" AFTER UPDATE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_terms_after_update();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_terms_delete" AFTER DELETE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_terms_after_delete();
--> statement-breakpoint
INSERT INTO catalogue_term_counts (part, key, category, services)
SELECT part, key, category, count(*) FROM catalogue_entries e
CROSS JOIN LATERAL (VALUES (1::smallint, lower(e.name)), (2::smallint, lower(e.business_name)), (3::smallint, e.category_key),
  (4::smallint, catalogue_description(e.search_text, e.name_length, e.business_name_length, e.category_length))) p(part, key)
WHERE e.listed GROUP BY part, key, category;
--> statement-breakpoint
INSERT INTO catalogue_terms (part, key, services, categories)
SELECT part, key, sum(services), array_agg(category ORDER BY category) FROM catalogue_term_counts GROUP BY part, key;
