import type { Service } from '@lull/domain/contracts/catalogue';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { listServices } from './catalogue.repository';
import { cardTimesInputs, withNextTimes } from './service-cards';

/** One listed service's card, with its next free times; never cached. */
export async function getService({ db, clock }: AppContext, serviceId: string): Promise<Service> {
  const inputs = cardTimesInputs(clock);
  const { rows } = await listServices(db, { term: '', categories: [], serviceIds: [serviceId], priceRanges: [] }, { limit: 1, offset: 0 }, inputs);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Service not found');
  const [service] = withNextTimes(rows, inputs.now);
  return service!;
}
