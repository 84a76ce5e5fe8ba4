CREATE TABLE "catalogue_terms" (
	"part" smallint NOT NULL,
	"key" text NOT NULL,
	"services" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_terms_part_key_unique" ON "catalogue_terms" USING btree ("part",md5("key"));--> statement-breakpoint
CREATE INDEX "catalogue_terms_key_trgm_idx" ON "catalogue_terms" USING gin ("key" gin_trgm_ops) WHERE "catalogue_terms"."services" > 0;