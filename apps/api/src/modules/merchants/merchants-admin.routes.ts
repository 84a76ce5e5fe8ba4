import {
  adminMerchantDetailSchema,
  adminMerchantsPageSchema,
  adminMerchantsQuerySchema,
  createdMerchantSchema,
  deletedMerchantSchema,
  merchantDeletionPreviewSchema,
  pauseMerchantSchema,
} from '@lull/domain/contracts/admin-merchants';
import { merchantOwnerLookupQuerySchema, merchantOwnerLookupSchema } from '@lull/domain/contracts/admin-merchant-owner';
import { createMerchantSchema, editMerchantSchema } from '@lull/domain/validation/admin-merchant';
import { reviewDecisionSchema } from '@lull/domain/validation/rejection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import type { BusinessActivity } from './business-activity';
import { createMerchantsAdminService } from './merchants-admin.service';

const merchantParams = z.object({ id: z.uuid('Business not found.') });

/**
 * Admin: businesses (admin spec §2.2 Merchants tab, §4, §7): the list, a profile, Approve and Reject, Pause and
 * Unpause, Edit, Delete and Create Merchant. Approving a business is a use case of this module, which the admin
 * screen calls; every route refuses anyone but an admin before it reads what was sent.
 */
export const merchantsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext; geocoder: Geocoder; activity: BusinessActivity }> = async (
  app,
  { context, geocoder, activity },
) => {
  const merchants = createMerchantsAdminService(context, geocoder, activity);
  const tags = ['admin'];

  app.get(
    '/api/admin/merchants',
    {
      schema: { tags, summary: 'Businesses, searched by name, email, city or category, filtered All/Verified/Pending/Paused/Declined, paged', querystring: adminMerchantsQuerySchema, response: { 200: adminMerchantsPageSchema } },
    },
    async (request) => merchants.list(request.query),
  );

  app.get(
    '/api/admin/merchants/owner-lookup',
    {
      schema: {
        tags,
        summary: "Create Merchant's look-up of the owner's email: whose account it is (bookings, credit) and whether it may own a business (decision 041)",
        querystring: merchantOwnerLookupQuerySchema,
        response: { 200: merchantOwnerLookupSchema },
      },
    },
    async (request) => merchants.ownerLookup(request.query.email),
  );

  app.get(
    '/api/admin/merchants/:id',
    { schema: { tags, summary: "A business's profile, with its logo and certificates", params: merchantParams, response: { 200: adminMerchantDetailSchema } } },
    async (request) => merchants.detail(request.params.id),
  );

  app.post(
    '/api/admin/merchants/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve (approved: true) or reject (approved: false, with a reason) a business waiting for review',
        params: merchantParams,
        body: reviewDecisionSchema,
        response: { 200: adminMerchantDetailSchema },
      },
    },
    async (request) => merchants.review(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/merchants/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pause an approved business, with the reason its owner is told: hidden from customers at once',
        params: merchantParams,
        body: pauseMerchantSchema,
        response: { 200: adminMerchantDetailSchema },
      },
    },
    async (request) => merchants.pause(requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/merchants/:id/unpause',
    { schema: { tags, summary: 'Unpause a paused business', params: merchantParams, response: { 200: adminMerchantDetailSchema } } },
    async (request) => merchants.unpause(requireUser(request), request.params.id),
  );

  app.put(
    '/api/admin/merchants/:id',
    { schema: { tags, summary: "Edit a business's profile", params: merchantParams, body: editMerchantSchema, response: { 200: adminMerchantDetailSchema } } },
    async (request) => merchants.edit(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/merchants/:id/deletion-preview',
    {
      schema: { tags, summary: 'What deleting the business would cancel and refund now, for the confirmation', params: merchantParams, response: { 200: merchantDeletionPreviewSchema } },
    },
    async (request) => merchants.deletionPreview(request.params.id),
  );

  app.delete(
    '/api/admin/merchants/:id',
    {
      schema: { tags, summary: 'Delete a business: services archived, upcoming bookings cancelled and refunded in full, records kept', params: merchantParams, response: { 200: deletedMerchantSchema } },
    },
    async (request) => merchants.remove(requireUser(request), request.params.id),
  );

  // The spec's path (admin spec §7), and the same use case where the rest of the tab's routes are.
  for (const url of ['/api/admin/businesses/create', '/api/admin/merchants']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: "Create Merchant: the owner's account if the email is new (with a welcome mail to set a password), the business approved",
          body: createMerchantSchema,
          response: { 201: createdMerchantSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await merchants.create(requireUser(request), request.body)),
    );
  }
};
