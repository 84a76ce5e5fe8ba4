import type { LullModule } from '../../shared/module';
import { catalogueService } from '../catalogue';
import { favouritesRoutes } from './favourites.routes';
import { createFavouritesService } from './favourites.service';

/** The favourites module: a person's saved businesses, read through the catalogue. Registered after the catalogue. */
export const favouritesModule: LullModule = async (app, { context, provisions }) => {
  await app.register(favouritesRoutes, { favourites: createFavouritesService(context, provisions.get(catalogueService)) });
};
