/**
 * The pages people arrive on from outside (a shared link, a search engine, an email), each with the module
 * that draws it. The build lists the scripts each one needs in `page-preloads.json`, and the server names them
 * in that page's HTML, so a phone fetches them alongside the app's own scripts instead of one round trip after.
 * The router's test checks that each pattern reaches the page named here.
 */
export const LANDING_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/services': 'src/features/services/services-page.tsx',
  '/service/:location/:slug': 'src/features/services/landing-page.tsx',
  '/merchant/join': 'src/features/merchant-business/join-page.tsx',
  '/merchant/:merchantId': 'src/features/merchants/merchant-page.tsx',
  '/booking/:serviceId': 'src/features/bookings/booking-page.tsx',
};
