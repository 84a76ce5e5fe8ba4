import type { adminMerchantsQuerySchema } from '@lull/domain/contracts/admin-merchants';
import type { CreateMerchantPayload, EditMerchantPayload } from '@lull/domain/validation/admin-merchant';
import type { ReviewDecision } from '@lull/domain/validation/rejection';
import type { z } from 'zod';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import type { BusinessActivity } from './business-activity';
import { createMerchant } from './create-merchant';
import { deleteMerchant } from './delete-merchant';
import { editMerchant } from './edit-merchant';
import { listMerchants } from './list-merchants';
import { merchantDetail } from './merchant-admin-changes';
import { lookUpOwner } from './merchant-owner';
import { setMerchantPaused } from './pause-merchant';
import { previewMerchantDeletion } from './preview-merchant-deletion';
import { reviewMerchant } from './review-merchant';

export { adminMerchantMessages } from './merchant-admin-changes';

/**
 * The admin's Merchants tab (admin spec §2.2, §4, §7): the list, a profile, Approve and Reject, Pause and Unpause,
 * Edit, Delete and Create Merchant. Every change locks the business's row, checks its state, changes it only
 * from that state, writes the audit trail and tells the owner, all in one transaction (decision 016). Each use
 * case is its own file, named by what it does (decision 049); this assembles them under the names the routes call.
 */
export function createMerchantsAdminService(context: AppContext, geocoder: Geocoder, activity: BusinessActivity) {
  const { db, clock } = context;
  const { bookingTotalsOf } = activity;
  return {
    list: (query: z.output<typeof adminMerchantsQuerySchema>) => listMerchants(context, query),
    detail: (merchantId: string) => merchantDetail(db, merchantId),
    /** Create Merchant's look-up of the owner's email: whose account it is, and whether it may own a business (decision 041). */
    ownerLookup: (email: string) => lookUpOwner(db, email, clock(), bookingTotalsOf),
    review: (actor: Authenticated, merchantId: string, decision: ReviewDecision) => reviewMerchant(context, actor, merchantId, decision),
    pause: (actor: Authenticated, merchantId: string, reason: string) => setMerchantPaused(context, actor, merchantId, true, reason),
    unpause: (actor: Authenticated, merchantId: string) => setMerchantPaused(context, actor, merchantId, false, null),
    deletionPreview: (merchantId: string) => previewMerchantDeletion(context, activity, merchantId),
    edit: (actor: Authenticated, merchantId: string, input: EditMerchantPayload) => editMerchant(context, geocoder, actor, merchantId, input),
    remove: (actor: Authenticated, merchantId: string) => deleteMerchant(context, activity, actor, merchantId),
    create: (actor: Authenticated, input: CreateMerchantPayload) => createMerchant(context, geocoder, activity, actor, input),
  };
}

export type MerchantsAdminService = ReturnType<typeof createMerchantsAdminService>;

/** The Merchants tab's search and filter, for the CSV export (admin module) to apply exactly as the list does. */
export { adminMerchantsWhere } from './merchants.repository';
