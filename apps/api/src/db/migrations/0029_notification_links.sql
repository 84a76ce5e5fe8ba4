ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "awaits" text;--> statement-breakpoint
CREATE INDEX "notifications_awaits_idx" ON "notifications" USING btree ("awaits") WHERE "notifications"."awaits" is not null;