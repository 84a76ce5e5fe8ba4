ALTER TABLE "free_day_refresh" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change counts (decision 052), not only the first since the free days were last worked out: the Last-minute
-- row remembers a service's card under its business's count and reads it again once the count moves.
CREATE OR REPLACE FUNCTION "free_days_due"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "free_day_refresh" ("merchant_id", "stale")
    SELECT DISTINCT m."id", true FROM "merchants" m WHERE m."id" = ANY("ids") ORDER BY m."id"
  ON CONFLICT ("merchant_id") DO UPDATE SET "stale" = true, "changes" = "free_day_refresh"."changes" + 1
$$;
