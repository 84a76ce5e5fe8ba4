-- 0030's block trigger ordered by "id", which its own select list names twice (the member's and NEW."id"), so every
-- insert into diary_blocks failed with "ORDER BY "id" is ambiguous". Same rule, the member's id named through an alias:
-- a block takes its member, or every member of the business, in member order (so two blocks never deadlock).
CREATE OR REPLACE FUNCTION "diary_blocks_occupy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "diary_occupancy" ("merchant_id", "team_member_id", "block_id", "starts_at", "ends_at")
    SELECT NEW."merchant_id", t."id", NEW."id", NEW."starts_at", NEW."ends_at" FROM "team_members" t
    WHERE t."merchant_id" = NEW."merchant_id" AND (NEW."team_member_id" IS NULL OR t."id" = NEW."team_member_id")
    ORDER BY t."id";
  RETURN NULL;
END
$$;
