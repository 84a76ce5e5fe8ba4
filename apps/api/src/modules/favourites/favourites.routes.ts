import { favouriteIdsSchema, favouriteListSchema, favouriteParamsSchema } from '@lull/domain/contracts/favourites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInFirst } from '../../shared/actor';
import type { createFavouritesService } from './favourites.service';

/** The signed-in customer's saved businesses: a visitor gets a 401, and each user only ever reaches their own. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: ReturnType<typeof createFavouritesService> }> = async (app, { favourites }) => {
  const tags = ['favourites'];
  const done = { 204: z.null() };

  app.get('/api/favourites', { schema: { tags, response: { 200: favouriteListSchema } } }, async (request) => favourites.list(requireUser(request).user.id));

  app.get('/api/favourites/ids', { schema: { tags, response: { 200: favouriteIdsSchema } } }, async (request) => favourites.ids(requireUser(request).user.id));

  app.put('/api/favourites/:merchantId', { preValidation: signedInFirst, schema: { tags, params: favouriteParamsSchema, response: done } }, async (request, reply) => {
    await favourites.add(requireUser(request).user.id, request.params.merchantId);
    return reply.status(204).send(null);
  });

  app.delete('/api/favourites/:merchantId', { preValidation: signedInFirst, schema: { tags, params: favouriteParamsSchema, response: done } }, async (request, reply) => {
    await favourites.remove(requireUser(request).user.id, request.params.merchantId);
    return reply.status(204).send(null);
  });
};
