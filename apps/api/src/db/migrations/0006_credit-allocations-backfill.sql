-- Decision 010: every debit (spend, expiry) names the grants it drew from in credit_allocations. Spends
-- written before that have no allocations; this draws each of them from its user's grants first in first
-- out (grants live at the spend first, soonest expiry, then oldest award), in the order they were written,
-- so a grant's remaining amount is its amount minus its allocations everywhere.
DO $$
DECLARE
  debit record;
  source record;
  left_to_draw integer;
  take integer;
BEGIN
  FOR debit IN
    SELECT e.id, e.user_id, e.created_at,
      -e.amount_pence - coalesce((SELECT sum(a.amount_pence) FROM credit_allocations a WHERE a.debit_entry_id = e.id), 0) AS unallocated
    FROM credit_ledger_entries e
    WHERE e.amount_pence < 0
    ORDER BY e.created_at, e.id
  LOOP
    left_to_draw := debit.unallocated;
    CONTINUE WHEN left_to_draw <= 0;
    FOR source IN
      SELECT g.id,
        g.amount_pence - coalesce((SELECT sum(a.amount_pence) FROM credit_allocations a WHERE a.grant_entry_id = g.id), 0) AS remaining
      FROM credit_ledger_entries g
      WHERE g.user_id = debit.user_id AND g.amount_pence > 0
      ORDER BY (g.expires_at IS NULL OR g.expires_at > debit.created_at) DESC, g.expires_at NULLS LAST, g.created_at, g.id
    LOOP
      EXIT WHEN left_to_draw = 0;
      CONTINUE WHEN source.remaining <= 0;
      take := least(left_to_draw, source.remaining);
      INSERT INTO credit_allocations (debit_entry_id, grant_entry_id, amount_pence, created_at)
      VALUES (debit.id, source.id, take, debit.created_at);
      left_to_draw := left_to_draw - take;
    END LOOP;
  END LOOP;
END $$;
