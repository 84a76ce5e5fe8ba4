-- A card shows its business's rating, and lists remember cards under the business's count of changes (decision 063):
-- a review written, hidden, shown again or removed counts as a change of its business.
CREATE TRIGGER "reviews_free_days_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "reviews_free_days_update" AFTER UPDATE ON "reviews"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_write"();--> statement-breakpoint
CREATE TRIGGER "reviews_free_days_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "free_days_due_after_delete"();
