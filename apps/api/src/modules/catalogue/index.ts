import { provision, type LullModule } from '../../shared/module';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';

/*
 * The catalogue module's public face: its plugin and its per-app service for the modules registered after it.
 */
export type CatalogueService = Awaited<ReturnType<typeof createCatalogueService>>;

/** The app's one catalogue service: modules that show a listed business read it through its cache (reviews, favourites). */
export const catalogueService = provision<CatalogueService>('the catalogue service');

/** The catalogue module: search, a business's page and its services, cached per app until the listings change. */
export const catalogueModule: LullModule = async (app, { context, geocoder, listen, provisions }) => {
  const catalogue = await createCatalogueService(context, geocoder, listen);
  app.addHook('onClose', catalogue.close);
  // In production the index is read while the instance starts, not by its first customer's search (decision 064).
  if (context.config.isProduction) void catalogue.warmIndex().catch((error: unknown) => app.log.error({ err: error }, 'reading the catalogue index failed'));
  provisions.provide(catalogueService, catalogue);
  await app.register(catalogueRoutes, { catalogue, checkListAnswers: !context.config.isProduction });
};
