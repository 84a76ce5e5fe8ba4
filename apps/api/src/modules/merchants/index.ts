import { provision, type LullModule } from '../../shared/module';
import type { BusinessActivity } from './business-activity';
import { merchantsAdminRoutes } from './merchants-admin.routes';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService } from './merchants.service';

/*
 * The merchants module's public face: its plugin and the port through which it asks the modules above it.
 */
export type { BusinessActivity };

/** Merchants' port to the modules above it (bookings, services), which `app.ts` fills from their faces (decision 043). */
export const businessActivity = provision<BusinessActivity>('the business activity port');

/** The merchants module: onboarding and an owner's business, and the admin's Merchants tab. */
export const merchantsModule: LullModule = async (app, { context, geocoder, provisions }) => {
  const activity = provisions.get(businessActivity);
  await app.register(merchantsRoutes, { merchants: createMerchantsService(context, geocoder, activity) });
  await app.register(merchantsAdminRoutes, { context, geocoder, activity });
};
