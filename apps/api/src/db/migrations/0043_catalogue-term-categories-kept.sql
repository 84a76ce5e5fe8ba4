-- catalogue_term_categories (0042) follows the listed entries as catalogue_terms does (0040): each statement's changes
-- summed per (part, value, category) and applied in key order. The grouped search's categories present are those of
-- the values containing its term (decision 063).
CREATE FUNCTION "catalogue_term_categories_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_term_categories AS t (part, key, category, services)
  SELECT p.part, p.key, e.category, count(*) FROM added e
  CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
  WHERE e.listed
  GROUP BY p.part, p.key, e.category
  ORDER BY p.part, md5(p.key), e.category
  ON CONFLICT (part, md5(key), category) DO UPDATE SET services = t.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_term_categories_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_term_categories AS t (part, key, category, services)
  SELECT part, key, category, sum(delta) FROM (
    SELECT p.part, p.key, e.category, 1 AS delta FROM added e
    CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p WHERE e.listed
    UNION ALL
    SELECT p.part, p.key, e.category, -1 AS delta FROM removed e
    CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p WHERE e.listed
  ) changes
  GROUP BY part, key, category HAVING sum(delta) <> 0
  ORDER BY part, md5(key), category
  ON CONFLICT (part, md5(key), category) DO UPDATE SET services = t.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_term_categories_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_term_categories AS t (part, key, category, services)
  SELECT p.part, p.key, e.category, -count(*) FROM removed e
  CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
  WHERE e.listed
  GROUP BY p.part, p.key, e.category
  ORDER BY p.part, md5(p.key), e.category
  ON CONFLICT (part, md5(key), category) DO UPDATE SET services = t.services + excluded.services;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_term_categories_insert" AFTER INSERT ON "catalogue_entries"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_term_categories_after_insert();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_term_categories_update" AFTER UPDATE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalogue_term_categories_after_update();
--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_term_categories_delete" AFTER DELETE ON "catalogue_entries"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_term_categories_after_delete();
--> statement-breakpoint
INSERT INTO catalogue_term_categories (part, key, category, services)
SELECT p.part, p.key, e.category, count(*) FROM catalogue_entries e
CROSS JOIN LATERAL catalogue_term_parts(e.search_text, e.name_length, e.business_name_length, e.category_length) p
WHERE e.listed
GROUP BY p.part, p.key, e.category;
