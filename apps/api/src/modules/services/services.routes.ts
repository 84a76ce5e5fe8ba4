import {
  deletedServiceSchema,
  merchantServiceSchema,
  myServicesPageSchema,
  myServicesQuerySchema,
  serviceReviewSchema,
} from '@lull/domain/contracts/services';
import { serviceFormSchema, type ServiceFormPayload } from '@lull/domain/validation/service-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, requireUser, signedInFirst } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { createServiceActivation } from './service-activation';
import { createServicesService, SERVICE_NOT_FOUND } from './services.service';

const serviceParams = z.object({ serviceId: z.uuid(SERVICE_NOT_FOUND) });
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perAccount } };

// A salon's own services (list, add, edit, activate, delete: merchant spec §7) and an admin's review of them.
export const servicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const services = createServicesService(context);
  const setServiceActive = createServiceActivation(context);

  app.get(
    '/api/services/me',
    {
      schema: {
        tags: ['services'],
        summary: "The signed-in salon's services (an admin names the business with merchant_id), searched, filtered and paged",
        querystring: myServicesQuerySchema,
        response: { 200: myServicesPageSchema },
      },
    },
    async (request) => services.listMine(requireUser(request), request.query),
  );

  app.post(
    '/api/services',
    {
      schema: { tags: ['services'], summary: 'Add a service: pending until an admin approves it', body: serviceFormSchema, response: { 201: merchantServiceSchema } },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request, reply) => reply.status(201).send(await services.create(requireUser(request), request.body as ServiceFormPayload)),
  );

  app.put(
    '/api/services/:serviceId',
    {
      schema: {
        tags: ['services'],
        summary: "Edit a service; an approved service's edit waits for review while customers keep its approved details (decision 013)",
        params: serviceParams,
        body: serviceFormSchema,
        response: { 200: merchantServiceSchema },
      },
      config: writeLimit,
      preValidation: signedInFirst,
    },
    async (request) => services.update(requireUser(request), request.params.serviceId, request.body as ServiceFormPayload),
  );

  app.post(
    '/api/services/:serviceId/toggle',
    {
      schema: { tags: ['services'], summary: 'Activate or deactivate a service', params: serviceParams, response: { 200: merchantServiceSchema } },
      config: writeLimit,
    },
    async (request) => setServiceActive(requireUser(request), request.params.serviceId, 'toggle'),
  );

  app.delete(
    '/api/services/:serviceId',
    {
      schema: {
        tags: ['services'],
        summary: 'Delete a service (refused while it has upcoming bookings; one booked before is archived for the record)',
        params: serviceParams,
        response: { 200: deletedServiceSchema },
      },
      config: writeLimit,
    },
    async (request) => services.remove(requireUser(request), request.params.serviceId),
  );

  app.post(
    '/api/admin/services/:serviceId/approve',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve or reject a pending service, or an approved service's edit (admins)",
        params: serviceParams,
        body: serviceReviewSchema,
        response: { 200: merchantServiceSchema },
      },
      config: writeLimit,
    },
    async (request) => services.review(requireUser(request), request.params.serviceId, request.body),
  );
};
