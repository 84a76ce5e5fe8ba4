import { PERSON_NOT_FOUND, personReviewsPageSchema, personReviewsQuerySchema } from '@lull/domain/contracts/admin-person';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { listReviewsByAuthor } from './list-reviews-by-author';

const userParams = z.object({ id: z.uuid(PERSON_NOT_FOUND) });

/** Admin: the reviews a person wrote, in the admin's view of them (decision 056). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/users/:id/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'The reviews a person wrote, hidden ones included, searched by comment, treatment or business, paged, newest first',
        params: userParams,
        querystring: personReviewsQuerySchema,
        response: { 200: personReviewsPageSchema },
      },
    },
    async (request) => listReviewsByAuthor(context, request.params.id, request.query),
  );
};
