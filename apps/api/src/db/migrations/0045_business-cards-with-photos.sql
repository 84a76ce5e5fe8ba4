-- The services page remembers what it shows of each business under the business's count of changes (decision 064):
-- its photos count as well, so a photo added, reordered or removed counts as a change of its business.
CREATE TRIGGER "merchant_files_free_days_insert" AFTER INSERT ON "merchant_files"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "merchant_files_free_days_update" AFTER UPDATE ON "merchant_files"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "merchant_files_free_days_delete" AFTER DELETE ON "merchant_files"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();
