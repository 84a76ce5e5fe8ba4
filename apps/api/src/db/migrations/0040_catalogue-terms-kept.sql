-- catalogue_terms (0039) follows the listed entries, as catalogue_counts does (0008): each statement's changes summed
-- per (part, value) and applied in key order, so concurrent writers take the rows' locks in the same order. A value
-- no listed service carries any more stays with 0 services (the trigram index leaves it out). Decision 063.
--
-- The four parts of an entry's search_text, each as that part reads (lower-cased): 1 name, 2 business name,
-- 3 category, 4 description.
CREATE FUNCTION "catalogue_term_parts"(search_text text, name_length integer, business_name_length integer, category_length integer)
  RETURNS TABLE (part smallint, key text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  VALUES (1::smallint, substr(search_text, 1, name_length)),
    (2::smallint, substr(search_text, name_length + 2, business_name_length)),
    (3::smallint, substr(search_text, name_length + business_name_length + 3, category_length)),
    (4::smallint, substr(search_text, name_length + business_name_length + category_length + 4))
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_terms AS t (part, key, services)
  SELECT p.part, p.key, count(*) FROM added e
  CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
  WHERE e.listed
  GROUP BY p.part, p.key
  ORDER BY p.part, md5(p.key)
  ON CONFLICT (part, md5(key)) DO UPDATE SET services = t.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_terms AS t (part, key, services)
  SELECT part, key, sum(delta) FROM (
    SELECT p.part, p.key, 1 AS delta FROM added e
    CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p WHERE e.listed
    UNION ALL
    SELECT p.part, p.key, -1 AS delta FROM removed e
    CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p WHERE e.listed
  ) changes
  GROUP BY part, key HAVING sum(delta) <> 0
  ORDER BY part, md5(key)
  ON CONFLICT (part, md5(key)) DO UPDATE SET services = t.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_terms_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_terms AS t (part, key, services)
  SELECT p.part, p.key, -count(*) FROM removed e
  CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
  WHERE e.listed
  GROUP BY p.part, p.key
  ORDER BY p.part, md5(p.key)
  ON CONFLICT (part, md5(key)) DO UPDATE SET services = t.services + excluded.services;
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
INSERT INTO catalogue_terms (part, key, services)
SELECT p.part, p.key, count(*) FROM catalogue_entries e
CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
WHERE e.listed
GROUP BY p.part, p.key;
--> statement-breakpoint
-- Each value's entries in the flat list's order (biggest saving, business name, name, id), so a score band is read
-- value by value and stopped at the page. The description's digest keeps its key within a b-tree entry's size. The
-- filters' columns ride along, so a category, a price chip or an area is checked in the index (without them the
-- planner walks the category's saving index instead, which holds the name, and read 71,000 entries for 20).
CREATE INDEX "catalogue_entries_name_order_idx" ON "catalogue_entries"
  (lower("name"), "saving" DESC NULLS FIRST, "business_name", "name", "service_id")
  INCLUDE ("category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_business_order_idx" ON "catalogue_entries"
  (lower("business_name"), "saving" DESC NULLS FIRST, "business_name", "name", "service_id")
  INCLUDE ("category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_category_order_idx" ON "catalogue_entries"
  (lower("category"), "saving" DESC NULLS FIRST, "business_name", "name", "service_id")
  INCLUDE ("category_key", "effective_price_pence", "latitude", "longitude") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "catalogue_entries_description_order_idx" ON "catalogue_entries"
  (md5(substr("search_text", "name_length" + "business_name_length" + "category_length" + 4)), "saving" DESC NULLS FIRST, "business_name", "name", "service_id")
  WHERE "listed";
