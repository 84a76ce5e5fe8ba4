import type { MarketplaceFigures } from '@lull/domain/contracts/merchants';
import { penceToPounds } from '@lull/domain/money';
import type { AppContext } from '../../shared/app-context';
import type { BusinessActivity } from './business-activity';
import { countListedMerchants } from './merchants.repository';

/** The landing page's figures change slowly; counting every booking on each visit would not. */
const FIGURES_CACHE_MS = 10 * 60_000;

/** The figures last counted and until when they hold; one per merchants service. */
export type RememberedFigures = { current?: { value: MarketplaceFigures; until: number } };

/** Salons listed, bookings made and what customers saved: counted in the database, remembered 10 minutes. */
export async function getMarketplaceFigures(
  { db, clock }: AppContext,
  { madeBookingTotals }: Pick<BusinessActivity, 'madeBookingTotals'>,
  figures: RememberedFigures,
): Promise<MarketplaceFigures> {
  const now = clock().getTime();
  if (figures.current && figures.current.until > now) return figures.current.value;
  const [salons, bookings] = await Promise.all([countListedMerchants(db), madeBookingTotals(db)]);
  const value = { salons_listed: salons, bookings_made: bookings.count, customer_savings: penceToPounds(bookings.discountPence) };
  figures.current = { value, until: now + FIGURES_CACHE_MS };
  return value;
}
