CREATE TABLE "catalogue_counts" (
	"category" text NOT NULL,
	"effective_price_pence" integer NOT NULL,
	"services" integer NOT NULL,
	CONSTRAINT "catalogue_counts_category_effective_price_pence_pk" PRIMARY KEY("category","effective_price_pence")
);
--> statement-breakpoint
CREATE TABLE "catalogue_entries" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"listed" boolean NOT NULL,
	"search_text" text NOT NULL,
	"name_length" integer NOT NULL,
	"business_name_length" integer NOT NULL,
	"category_length" integer NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"category" text NOT NULL,
	"category_key" text NOT NULL,
	"effective_price_pence" integer NOT NULL,
	"saving" double precision NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD CONSTRAINT "catalogue_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_entries_merchant_idx" ON "catalogue_entries" USING btree ("merchant_id","category_key","effective_price_pence") WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_business_idx" ON "catalogue_entries" USING btree ("business_name","merchant_id","category_key","effective_price_pence") WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_category_business_idx" ON "catalogue_entries" USING btree ("category_key","merchant_id","effective_price_pence") WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_trgm_idx" ON "catalogue_entries" USING gin ("search_text" gin_trgm_ops) WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_saving_idx" ON "catalogue_entries" USING btree ("saving" DESC NULLS FIRST,"business_name","name","service_id") WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_category_saving_idx" ON "catalogue_entries" USING btree ("category_key","saving" DESC NULLS FIRST,"business_name","name","service_id") WHERE "catalogue_entries"."listed";--> statement-breakpoint
CREATE INDEX "catalogue_entries_position_idx" ON "catalogue_entries" USING gist (point("longitude", "latitude")) WHERE "catalogue_entries"."listed" and "catalogue_entries"."latitude" is not null;