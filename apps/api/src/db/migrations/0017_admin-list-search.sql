CREATE INDEX "services_name_search_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_category_search_idx" ON "services" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_admin_list_idx" ON "merchants" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "merchants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "merchants_business_name_search_idx" ON "merchants" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_email_trgm_idx" ON "merchants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_city_trgm_idx" ON "merchants" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_category_trgm_idx" ON "merchants" USING gin ("business_category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_list_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);