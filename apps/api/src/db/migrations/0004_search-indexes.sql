-- Trigram indexes let "contains" searches (lower(x) LIKE '%term%') use an index instead of reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_name_trgm_idx" ON "services" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_description_trgm_idx" ON "services" USING gin (lower("description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_category_trgm_idx" ON "services" USING gin (lower("category") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "merchants_business_name_trgm_idx" ON "merchants" USING gin (lower("business_name") gin_trgm_ops);
--> statement-breakpoint
-- The listing's usual filter: approved, active services, looked up per merchant.
CREATE INDEX IF NOT EXISTS "services_listed_idx" ON "services" ("merchant_id", "category") WHERE "approval_status" = 'approved' AND "is_active" = true;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "merchants_position_idx" ON "merchants" ("latitude", "longitude") WHERE "status" = 'approved' AND "is_paused" = false;
