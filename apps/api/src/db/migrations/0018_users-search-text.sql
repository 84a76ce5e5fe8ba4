DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(email, '') || chr(10) || first_name || ' ' || last_name || chr(10) || city)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);