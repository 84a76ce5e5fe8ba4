-- New holds of one service are inserted one at a time. Two transactions inserting overlapping holds are
-- otherwise each checked by bookings_no_overlap (0001) against the other's uncommitted row, wait for each
-- other and end in a deadlock error a second later instead of one clean 23P01. The lock is taken before the
-- row is checked and held until the inserting transaction ends; other services are not held up.
-- Only pending rows take it: customers create holds, and bulk loads of past or confirmed bookings would
-- otherwise fill the lock table.
CREATE FUNCTION "bookings_lock_service_for_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.service_id::text, 0));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_lock_service_for_hold" BEFORE INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION "bookings_lock_service_for_hold"();
