import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { currentBookingTerms } from './bookings.repository';

/** The booking terms in force, which every hold agrees to. */
export async function getBookingTerms({ db }: AppContext) {
  const terms = await currentBookingTerms(db);
  if (!terms) throw new AppError('NOT_FOUND', 'No booking terms have been published.');
  return { version: terms.version, content: terms.content };
}
