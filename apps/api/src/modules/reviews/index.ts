import type { LullModule } from '../../shared/module';
import { catalogueService } from '../catalogue';
import { reviewsAdminRoutes } from './reviews-admin.routes';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

/** The reviews module: writing, reading and moderating reviews of a listed business. Registered after the catalogue. */
export const reviewsModule: LullModule = async (app, { context, provisions }) => {
  await app.register(reviewsRoutes, { reviews: createReviewsService(context, provisions.get(catalogueService)) });
  await app.register(reviewsAdminRoutes, { context });
};
