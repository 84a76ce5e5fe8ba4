ALTER TYPE "public"."merchant_file_type" ADD VALUE 'photo';--> statement-breakpoint
ALTER TYPE "public"."merchant_file_type" ADD VALUE 'service_image';--> statement-breakpoint
CREATE TABLE "file_contents" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "merchant_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "merchant_files" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "merchant_files" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;