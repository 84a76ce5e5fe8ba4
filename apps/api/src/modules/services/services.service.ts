import type { MyServicesQuery, ServiceReview } from '@lull/domain/contracts/services';
import type { ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createService } from './create-service';
import { editService } from './edit-service';
import { listMyServices } from './list-my-services';
import { removeService } from './remove-service';
import { reviewService } from './review-service';
import { archiveServicesOfMerchant } from './services.repository';

// Each use case is its own file (decision 049); its messages stay importable from here for the routes and tests.
export { NOTHING_TO_REVIEW, SERVICE_HAS_UPCOMING_BOOKINGS, SERVICE_NOT_FOUND } from './service-rows';

/** A business's services: the salon's list, create, edit and delete, and the admin's review, under the routes' names. */
export function createServicesService(context: AppContext) {
  return {
    listMine: (actor: Authenticated, query: MyServicesQuery) => listMyServices(context, actor, query),
    create: (actor: Authenticated, input: ServiceFormPayload) => createService(context, actor, input),
    update: (actor: Authenticated, serviceId: string, input: ServiceFormPayload) => editService(context, actor, serviceId, input),
    remove: (actor: Authenticated, serviceId: string) => removeService(context, actor, serviceId),
    review: (admin: Authenticated, serviceId: string, review: ServiceReview) => reviewService(context, admin, serviceId, review),
  };
}

/**
 * A business was deleted (decision 016): all its services are archived in the caller's transaction, hidden from
 * customers and from lists, kept for their bookings' records. Answers how many.
 */
export async function archiveServicesOfClosedBusiness(tx: Database, merchantId: string, now: Date): Promise<number> {
  return (await archiveServicesOfMerchant(tx, merchantId, now)).length;
}
