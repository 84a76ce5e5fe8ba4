import {
  adminServiceBookingsSchema,
  adminServiceDetailSchema,
  adminServiceSchema,
  adminServicesPageSchema,
  adminServicesQuerySchema,
} from '@lull/domain/contracts/admin-services';
import { deletedServiceSchema, merchantServiceSchema } from '@lull/domain/contracts/services';
import { adminServiceCreateSchema, adminServiceEditSchema, type AdminServiceCreatePayload, type AdminServiceEditPayload } from '@lull/domain/validation/admin-service-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createServiceActivation } from './service-activation';
import { createServicesAdminService } from './services-admin.service';
import { createServicesService, SERVICE_NOT_FOUND } from './services.service';

const serviceParams = z.object({ serviceId: z.uuid(SERVICE_NOT_FOUND) });
const writeLimit = { rateLimit: { max: 600, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

/** Admin: services (admin spec §2.2 Services tab, §2.3, §7; decision 017). Approve/Reject is services.routes.ts's. */
export const servicesAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const admin = createServicesAdminService(context);
  const services = createServicesService(context);
  const setServiceActive = createServiceActivation(context);
  const tags = ['admin'];

  app.get(
    '/api/admin/services',
    {
      schema: {
        tags,
        summary: 'Services, searched by name, business or category, filtered All/Active/Inactive/Pending/Approved, paged, with bookings and revenue',
        querystring: adminServicesQuerySchema,
        response: { 200: adminServicesPageSchema },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/api/admin/services/:serviceId',
    { schema: { tags, summary: "A service's details, business and performance", params: serviceParams, response: { 200: adminServiceDetailSchema } } },
    async (request) => admin.detail(request.params.serviceId),
  );

  app.get(
    '/api/admin/services/:serviceId/bookings',
    { schema: { tags, summary: 'The 5 most recent bookings of a service', params: serviceParams, response: { 200: adminServiceBookingsSchema } } },
    async (request) => admin.recentBookings(request.params.serviceId),
  );

  app.post(
    '/api/admin/services',
    {
      schema: { tags, summary: 'Create a service for an approved business: approved at once', body: adminServiceCreateSchema, response: { 201: adminServiceSchema } },
      config: writeLimit,
    },
    async (request, reply) => reply.status(201).send(await admin.create(requireUser(request), request.body as AdminServiceCreatePayload)),
  );

  app.put(
    '/api/admin/services/:serviceId',
    {
      schema: { tags, summary: "Edit a service: the admin's edit applies at once", params: serviceParams, body: adminServiceEditSchema, response: { 200: adminServiceSchema } },
      config: writeLimit,
    },
    async (request) => admin.update(requireUser(request), request.params.serviceId, request.body as AdminServiceEditPayload),
  );

  // Decision 042: the salon's own switch's rule, audited and told to the owner.
  for (const action of ['activate', 'deactivate'] as const) {
    app.post(
      `/api/admin/services/:serviceId/${action}`,
      {
        schema: {
          tags,
          summary: action === 'activate' ? 'Activate a service: listed and bookable again while approved' : 'Deactivate a service: no new bookings, those made stay',
          params: serviceParams,
          response: { 200: merchantServiceSchema },
        },
        config: writeLimit,
      },
      async (request) => setServiceActive(requireUser(request), request.params.serviceId, action),
    );
  }

  app.delete(
    '/api/admin/services/:serviceId',
    {
      schema: {
        tags,
        summary: "Delete a service as its owner would: refused while it has upcoming bookings; one booked before is archived for the record",
        params: serviceParams,
        response: { 200: deletedServiceSchema },
      },
      config: writeLimit,
    },
    async (request) => services.remove(requireUser(request), request.params.serviceId),
  );
};
