CREATE TABLE "catalogue_entry_removals" (
	"service_id" uuid NOT NULL,
	"removed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "free_day_refresh" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_entry_removals_removed_idx" ON "catalogue_entry_removals" USING btree ("removed_xid");--> statement-breakpoint
CREATE INDEX "catalogue_entry_removals_removed_at_idx" ON "catalogue_entry_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "catalogue_entries_changed_idx" ON "catalogue_entries" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "free_day_refresh_changed_idx" ON "free_day_refresh" USING btree ("changed_xid");--> statement-breakpoint
-- The in-process catalogue index (decision 064) reads what changed since its last look by transaction id: every
-- update of an entry, and of a business's count of changes, stamps the writing transaction's (an insert gets it from
-- the column default). Rows rewritten unchanged keep theirs.
CREATE FUNCTION "stamp_changed_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_xid" := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_changed_xid" BEFORE UPDATE ON "catalogue_entries"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
CREATE TRIGGER "free_day_refresh_changed_xid" BEFORE UPDATE ON "free_day_refresh"
  FOR EACH ROW WHEN (OLD."changes" IS DISTINCT FROM NEW."changes") EXECUTE FUNCTION "stamp_changed_xid"();--> statement-breakpoint
-- A deleted entry (its service deleted) leaves its id behind, so the index drops it as well.
CREATE FUNCTION "catalogue_entries_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_entry_removals" ("service_id") SELECT "service_id" FROM "removed";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_entries_removed" AFTER DELETE ON "catalogue_entries"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_entries_removed"();
