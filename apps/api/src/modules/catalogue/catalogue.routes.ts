import {
  availabilityQuerySchema,
  availabilitySchema,
  catalogueQuerySchema,
  lastMinuteListSchema,
  lastMinuteQuerySchema,
  publicMerchantSchema,
  searchResultsSchema,
  type Service,
  serviceListSchema,
  serviceSchema,
} from '@lull/domain/contracts/catalogue';
import { landingPageSchema } from '@lull/domain/contracts/landing-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createCatalogueService } from './catalogue.service';
import { serviceJson } from './service-cards';

const serviceParams = z.object({ id: z.uuid('Service not found') });
const merchantParams = z.object({ id: z.uuid('Business not found') });
const landingParams = z.object({ location: z.string().max(100), slug: z.string().max(100) });
// A sitemap that is not there is a 404 whatever its name, so the page number is read by the use case.
const sitemapPageParams = z.object({ page: z.string() });

/**
 * The list and the services page are written as they are built, unchecked, when `checkListAnswers` is off (production):
 * every card and business in them is built field by field to its contract's type, and every test checks each answer
 * against its schema. Checking answers of up to 300 KB on every request cost a tenth of a search (decision 064). Each
 * card in them is written from its card's JSON, made once per card (`serviceJson`): in their place the answer holds a
 * marker, a string no stored text can hold (PostgreSQL's text never holds NUL), replaced once it is written.
 */
const writtenAsBuilt = () => (data: unknown) => {
  const cards: string[] = [];
  const text = JSON.stringify(data, (_key, value: unknown) => {
    const json = typeof value === 'object' && value !== null ? serviceJson(value as Service) : null;
    if (json === null) return value;
    cards.push(json);
    return `\u0000${cards.length - 1}`;
  });
  return cards.length === 0 ? text : text.replace(/"\\u0000(\d+)"/g, (_marker, at: string) => cards[Number(at)]!);
};

/** The public catalogue: only approved, active services of approved, unpaused businesses, in every call. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: Awaited<ReturnType<typeof createCatalogueService>>; checkListAnswers: boolean }> = async (
  app,
  { catalogue, checkListAnswers },
) => {
  const tags = ['catalogue'];
  const listWriting = checkListAnswers ? {} : { serializerCompiler: writtenAsBuilt };

  app.get('/api/services', { schema: { tags, querystring: catalogueQuerySchema, response: { 200: serviceListSchema } }, ...listWriting }, async (request) =>
    catalogue.listServices(request.query),
  );

  app.get('/api/services/search', { schema: { tags, querystring: catalogueQuerySchema, response: { 200: searchResultsSchema } }, ...listWriting }, async (request) =>
    catalogue.search(request.query),
  );

  app.get('/api/services/last-minute', { schema: { tags, querystring: lastMinuteQuerySchema, response: { 200: lastMinuteListSchema } } }, async (request) =>
    catalogue.lastMinuteToday(request.query),
  );

  app.get('/api/services/:id', { schema: { tags, params: serviceParams, response: { 200: serviceSchema } } }, async (request) =>
    catalogue.getService(request.params.id),
  );

  app.get(
    '/api/services/:id/availability',
    { schema: { tags, params: serviceParams, querystring: availabilityQuerySchema, response: { 200: availabilitySchema } } },
    async (request) =>
      catalogue.serviceAvailability(request.params.id, {
        days: request.query.days,
        maxDays: request.query.max_days,
        maxPerDay: request.query.max_per_day,
        teamMemberId: request.query.team_member_id,
      }),
  );

  // For search engines: where the public pages are, and what they may read. Not part of the API's documentation.
  const XML = 'application/xml; charset=utf-8';
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).send(await catalogue.sitemapIndex()));
  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).send(catalogue.sitePagesSitemap()));
  app.get('/sitemaps/businesses-:page.xml', { schema: { hide: true, params: sitemapPageParams } }, async (request, reply) =>
    reply.type(XML).send(await catalogue.businessesSitemap(request.params.page)),
  );
  app.get('/sitemaps/landing-pages.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).send(await catalogue.landingPagesSitemap()));
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(catalogue.robotsTxt()));

  app.get(
    '/api/landing-pages/:location/:slug',
    { schema: { tags, params: landingParams, response: { 200: landingPageSchema } } },
    async (request) => catalogue.landingPage(request.params.location, request.params.slug),
  );

  app.get('/api/merchants/:id', { schema: { tags, params: merchantParams, response: { 200: publicMerchantSchema } } }, async (request) =>
    catalogue.getPublicMerchant(request.params.id),
  );
};
