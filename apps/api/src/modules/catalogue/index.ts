import { provision, type LullModule } from '../../shared/module';
import { readinessChecks } from '../platform';
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
  // In production the index is read while the instance starts, not by its first customer's search, and the instance
  // is not ready until it has been (decision 064): at 500,000 services the reading holds its event loop for a while.
  // Should it fail, the first search reads it.
  if (context.config.isProduction) {
    let reading = true;
    void catalogue
      .warmIndex()
      .catch((error: unknown) => app.log.error({ err: error }, 'reading the catalogue index failed'))
      .finally(() => (reading = false));
    provisions.get(readinessChecks).push(() => (reading ? 'the catalogue index is still being read' : null));
  }
  provisions.provide(catalogueService, catalogue);
  await app.register(catalogueRoutes, { catalogue, checkListAnswers: !context.config.isProduction });
};
