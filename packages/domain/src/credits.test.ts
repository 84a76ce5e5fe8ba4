import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_EXPIRY_WARNING_DAYS,
  allocateSpend,
  creditAmountLabel,
  creditExpiryLabel,
  creditExpiryFrom,
  expiringWithin,
  grantBalances,
  isGrantLive,
  lapsedAt,
  ledgerSum,
  refundGrant,
  spendableAt,
  type CreditDraw,
  type CreditGrant,
} from './credits';

// A fake clock: day 0 is Monday 1 June 2026, 09:00 London (08:00Z).
const DAY_0 = Date.parse('2026-06-01T08:00:00Z');
const day = (n: number) => new Date(DAY_0 + n * 86_400_000);

function grant(id: string, amountPence: number, awardedDay: number): CreditGrant {
  return { id, amountPence, awardedAt: day(awardedDay), expiresAt: creditExpiryFrom(day(awardedDay)) };
}

/** A tiny ledger: entries with signed amounts and the draws debits made, written the way the API writes them. */
class Ledger {
  grants: CreditGrant[] = [];
  draws: CreditDraw[] = [];
  entries: { type: string; amountPence: number }[] = [];

  award(g: CreditGrant, type = 'bonus') {
    this.grants.push(g);
    this.entries.push({ type, amountPence: g.amountPence });
  }
  balances() {
    return grantBalances(this.grants, this.draws);
  }
  spend(amountPence: number, at: Date): CreditDraw[] | null {
    const draws = allocateSpend(this.balances(), amountPence, at);
    if (draws) {
      this.draws.push(...draws);
      this.entries.push({ type: 'spent', amountPence: -amountPence });
    }
    return draws;
  }
  expire(at: Date): CreditDraw[] {
    const lapsed = lapsedAt(this.balances(), at);
    for (const draw of lapsed) {
      this.draws.push(draw);
      this.entries.push({ type: 'expired', amountPence: -draw.amountPence });
    }
    return lapsed;
  }
  spendable(at: Date) {
    return spendableAt(this.balances(), at);
  }
  sum() {
    return ledgerSum(this.entries);
  }
}

describe('expiry dates', () => {
  it('a grant expires 30 days after its award and is spendable strictly before that instant', () => {
    const welcome = grant('welcome', 300, 0);
    expect(welcome.expiresAt).toEqual(day(30));
    expect(isGrantLive(welcome, new Date(day(30).getTime() - 1))).toBe(true);
    expect(isGrantLive(welcome, day(30))).toBe(false);
    expect(isGrantLive({ expiresAt: null }, day(10_000))).toBe(true);
  });

  it('counts real days across the October clock change (30 × 24 hours)', () => {
    const awarded = new Date('2026-10-10T12:00:00Z');
    expect(creditExpiryFrom(awarded).toISOString()).toBe('2026-11-09T12:00:00.000Z');
  });
});

describe('grant on day 0, spend on day 10, expiry on day 30', () => {
  it('takes only what is left of the grant at expiry', () => {
    const ledger = new Ledger();
    ledger.award(grant('welcome', 300, 0));
    expect(ledger.spend(200, day(10))).toEqual([{ grantId: 'welcome', amountPence: 200 }]);
    expect(ledger.spendable(day(29))).toBe(100);

    expect(ledger.spendable(day(30))).toBe(0);
    // Until the expiry is written the ledger still sums to what was left; the expiry takes exactly that.
    expect(ledger.sum()).toBe(100);
    expect(ledger.expire(day(30))).toEqual([{ grantId: 'welcome', amountPence: 100 }]);
    expect(ledger.sum()).toBe(0);
    // Writing expiries again changes nothing: the grant has nothing left.
    expect(ledger.expire(day(31))).toEqual([]);
    expect(ledger.entries.map((e) => [e.type, e.amountPence])).toEqual([
      ['bonus', 300],
      ['spent', -200],
      ['expired', -100],
    ]);
  });

  it('writes no expiry for a grant that was spent in full', () => {
    const ledger = new Ledger();
    ledger.award(grant('welcome', 300, 0));
    ledger.spend(300, day(10));
    expect(ledger.expire(day(30))).toEqual([]);
    expect(ledger.sum()).toBe(0);
  });
});

describe('spending oldest first', () => {
  it('spends two grants oldest first, across both', () => {
    const ledger = new Ledger();
    ledger.award(grant('older', 300, 0));
    ledger.award(grant('newer', 300, 5));
    expect(ledger.spend(500, day(10))).toEqual([
      { grantId: 'older', amountPence: 300 },
      { grantId: 'newer', amountPence: 200 },
    ]);
    expect(ledger.expire(day(30))).toEqual([]);
    expect(ledger.spendable(day(30))).toBe(100);
    expect(ledger.expire(day(35))).toEqual([{ grantId: 'newer', amountPence: 100 }]);
    expect(ledger.sum()).toBe(0);
  });

  it('orders by expiry first, then award, and leaves never-expiring grants for last', () => {
    const legacy: CreditGrant = { id: 'legacy', amountPence: 300, awardedAt: day(-100), expiresAt: null };
    const refund: CreditGrant = { id: 'refund', amountPence: 300, awardedAt: day(1), expiresAt: day(15) };
    const welcome = grant('welcome', 300, 0);
    const draws = allocateSpend(grantBalances([legacy, welcome, refund], []), 700, day(2));
    expect(draws).toEqual([
      { grantId: 'refund', amountPence: 300 },
      { grantId: 'welcome', amountPence: 300 },
      { grantId: 'legacy', amountPence: 100 },
    ]);
  });

  it('skips expired and used-up grants, and refuses a spend the unexpired credit does not cover', () => {
    const balances = grantBalances([grant('lapsed', 300, 0), grant('used', 300, 20), grant('live', 300, 25)], [{ grantId: 'used', amountPence: 300 }]);
    expect(spendableAt(balances, day(31))).toBe(300);
    expect(allocateSpend(balances, 300, day(31))).toEqual([{ grantId: 'live', amountPence: 300 }]);
    expect(allocateSpend(balances, 301, day(31))).toBeNull();
    expect(() => allocateSpend(balances, 0, day(31))).toThrow(RangeError);
    expect(() => allocateSpend(balances, 1.5, day(31))).toThrow(RangeError);
  });
});

describe('a refund of a spend whose grant has expired', () => {
  it('is a new refund grant of the whole amount, expiring 30 days after the refund', () => {
    const ledger = new Ledger();
    ledger.award(grant('welcome', 300, 0));
    ledger.spend(300, day(10));
    expect(ledger.expire(day(30))).toEqual([]);

    // The booking is cancelled on day 32, after the grant it was paid with has lapsed.
    const refund = refundGrant(300, day(32));
    expect(refund).toEqual({ amountPence: 300, expiresAt: day(62) });
    ledger.award({ id: 'refund', amountPence: refund.amountPence, awardedAt: day(32), expiresAt: refund.expiresAt }, 'refund');
    expect(ledger.spendable(day(32))).toBe(300);
    expect(ledger.spendable(day(61))).toBe(300);
    expect(ledger.expire(day(62))).toEqual([{ grantId: 'refund', amountPence: 300 }]);
    expect(ledger.sum()).toBe(0);
  });

  it('comes back in full even when part of the grant had expired unspent', () => {
    const ledger = new Ledger();
    ledger.award(grant('goodwill', 500, 0));
    ledger.spend(300, day(10));
    expect(ledger.expire(day(30))).toEqual([{ grantId: 'goodwill', amountPence: 200 }]);
    ledger.award({ id: 'refund', amountPence: 300, awardedAt: day(31), expiresAt: refundGrant(300, day(31)).expiresAt }, 'refund');
    expect(ledger.spendable(day(31))).toBe(300);
    expect(ledger.sum()).toBe(300);
  });

  it('refuses a refund of nothing', () => {
    expect(() => refundGrant(0, day(1))).toThrow(RangeError);
  });
});

describe('the expiry warning', () => {
  it(`names grants with something left that expire within ${CREDIT_EXPIRY_WARNING_DAYS} days`, () => {
    const balances = grantBalances(
      [grant('soon', 300, 0), grant('spent', 300, 0), grant('later', 300, 10), grant('lapsed', 300, -5)],
      [{ grantId: 'spent', amountPence: 300 }],
    );
    expect(expiringWithin(balances, new Date(day(27).getTime() - 1)).map((g) => g.id)).toEqual([]);
    expect(expiringWithin(balances, day(27)).map((g) => [g.id, g.remainingPence])).toEqual([['soon', 300]]);
    expect(expiringWithin(balances, day(29)).map((g) => g.id)).toEqual(['soon']);
    expect(expiringWithin(balances, day(30)).map((g) => g.id)).toEqual([]);
    expect(expiringWithin(balances, day(37)).map((g) => g.id)).toEqual(['later']);
  });
});

describe('labels', () => {
  it.each([
    [300, '£3'],
    [250, '£2.50'],
    [5, '£0.05'],
    [1200, '£12'],
  ])('%i pence reads %s', (pence, label) => {
    expect(creditAmountLabel(pence)).toBe(label);
  });

  it('names the expiry in London time, summer and winter', () => {
    expect(creditExpiryLabel(day(30))).toBe('Wed 1 Jul 2026 at 09:00');
    expect(creditExpiryLabel(new Date('2026-11-09T12:00:00Z'))).toBe('Mon 9 Nov 2026 at 12:00');
  });
});

describe('properties', () => {
  const operation = fc.oneof(
    fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 1000 }), after: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 1000 }), after: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 500 }), after: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ kind: fc.constant('expire' as const), amount: fc.constant(0), after: fc.integer({ min: 0, max: 20 }) }),
  );

  it('the balance is the ledger, never negative, and no grant gives more than it granted', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const ledger = new Ledger();
        let today = 0;
        let next = 0;
        for (const op of operations) {
          today += op.after;
          const now = day(today);
          if (op.kind === 'grant') ledger.award(grant(`g${(next += 1)}`, op.amount, today));
          if (op.kind === 'refund') ledger.award({ id: `r${(next += 1)}`, amountPence: op.amount, awardedAt: now, expiresAt: refundGrant(op.amount, now).expiresAt }, 'refund');
          if (op.kind === 'spend') {
            const before = ledger.spendable(now);
            const draws = ledger.spend(op.amount, now);
            if (draws === null) expect(before).toBeLessThan(op.amount);
            else {
              expect(draws.reduce((total, draw) => total + draw.amountPence, 0)).toBe(op.amount);
              expect(ledger.spendable(now)).toBe(before - op.amount);
            }
          }
          if (op.kind === 'expire') {
            ledger.expire(now);
            // Once expiries are written, the ledger's sum is exactly what can be spent.
            expect(ledger.sum()).toBe(ledger.spendable(now));
          }

          const drawn = new Map<string, number>();
          for (const draw of ledger.draws) drawn.set(draw.grantId, (drawn.get(draw.grantId) ?? 0) + draw.amountPence);
          for (const g of ledger.grants) expect(drawn.get(g.id) ?? 0).toBeLessThanOrEqual(g.amountPence);
          const remaining = ledger.balances().reduce((total, g) => total + g.remainingPence, 0);
          expect(ledger.sum()).toBe(remaining);
          expect(ledger.sum()).toBeGreaterThanOrEqual(ledger.spendable(now));
          expect(ledger.spendable(now)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
