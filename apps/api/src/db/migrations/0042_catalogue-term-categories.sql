CREATE TABLE "catalogue_term_categories" (
	"part" smallint NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"services" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_term_categories_part_key_category_unique" ON "catalogue_term_categories" USING btree ("part",md5("key"),"category");