import type { Service } from '@lull/domain/contracts/catalogue';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { listedServiceRows } from './catalogue.repository';
import { cardTimesInputs, placed, withNextTimes } from './service-cards';

/** One listed service's card, with its next free times; never cached. */
export async function getService({ db, clock }: AppContext, serviceId: string): Promise<Service> {
  const inputs = cardTimesInputs(clock);
  const [card] = withNextTimes(await listedServiceRows(db, [serviceId], inputs), inputs.now);
  if (!card) throw new AppError('NOT_FOUND', 'Service not found');
  return placed(card, null);
}
