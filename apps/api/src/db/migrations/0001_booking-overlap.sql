-- DESIGN §5: no two active bookings (pending inside its hold, or confirmed) of one service may overlap.
-- Enforced here because drizzle-kit cannot express EXCLUDE; the schema in bookings.ts documents it.
-- A pending booking whose hold has run out must be moved to 'expired' to free its slot.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"service_id" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
