import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';

import { AccessRestricted } from '@/components/access-restricted';
import { HomePage } from '@/features/home/home-page';
import { MerchantDashboardGuard } from './guards/merchant-dashboard-guard';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { AppShell } from './layout/app-shell';
import type { RouteHandle } from './layout/document-title';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Every page of the site. Pages load on first visit, each in its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },

      // Browsing: open to everyone.
      {
        path: 'services',
        handle: { title: 'Services' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/services/services-page')).ServicesPage }),
      },
      {
        // A treatment in an area: /service/london-e8/massage (decision 060).
        path: 'service/:location/:slug',
        handle: { title: 'Services' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/services/landing-page')).LandingPage }),
      },
      {
        path: 'merchant/:merchantId',
        handle: { title: 'Business' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/merchants/merchant-page')).MerchantPage }),
      },
      {
        path: 'merchant/join',
        handle: { title: 'List My Business' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/merchant-business/join-page')).JoinPage }),
      },
      {
        // Open to visitors, who are asked to sign in first (the page says so rather than redirecting).
        path: 'merchant/onboarding',
        handle: { title: 'List your business' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/merchant-business/onboarding-page')).OnboardingPage }),
      },
      {
        path: 'contact',
        handle: { title: 'Contact us' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
      },

      // Sign-in and account set-up.
      {
        path: 'auth/callback',
        handle: { title: 'Signing in' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/auth/auth-callback-page')).AuthCallbackPage }),
      },
      {
        path: 'register',
        handle: { title: 'Complete Your Profile' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/profile/complete-profile-page')).CompleteProfilePage }),
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset password' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage }),
      },

      // Static pages.
      {
        path: 'about',
        handle: { title: 'How it Works' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/static-pages/about-page')).AboutPage }),
      },
      {
        path: 'faqs',
        handle: { title: 'FAQs' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/static-pages/faqs-page')).FaqsPage }),
      },
      {
        path: 'terms',
        handle: { title: 'Terms of Service' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('@/features/static-pages/terms-page')).TermsPage }),
      },
      {
        path: 'privacy-policy',
        handle: { title: 'Privacy Policy' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/static-pages/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },

      // Signed in: booking, paying, bookings, account, merchant sign-up.
      {
        element: <RequireAuth />,
        children: [
          ...['booking/:serviceId', 'booking-v1/:serviceId', 'test-booking/:serviceId'].map(
            (path): RouteObject => ({
              path,
              handle: { title: 'Book a treatment' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('@/features/bookings/booking-page')).BookingPage }),
            }),
          ),
          {
            path: 'payment/:bookingId',
            handle: { title: 'Payment' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/bookings/payment-page')).PaymentPage }),
          },
          ...['payment/confirmation', 'payment/confirmation/:bookingId'].map(
            (path): RouteObject => ({
              path,
              handle: { title: 'Booking Confirmed' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('@/features/bookings/confirmation-page')).ConfirmationPage }),
            }),
          ),
          {
            path: 'my-bookings',
            handle: { title: 'My Bookings' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/bookings/my-bookings-page')).MyBookingsPage }),
          },
          {
            path: 'account',
            handle: { title: 'Account Settings' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/account/account-page')).AccountPage }),
          },
          {
            path: 'notifications',
            handle: { title: 'Notifications' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/notifications/notifications-page')).NotificationsPage }),
          },
        ],
      },
      {
        // Signed-out visitors have nothing to thank: they go to the merchant landing page.
        element: <RequireAuth redirectTo="/merchant/join" promptSignIn={false} />,
        children: [
          {
            path: 'merchant/onboarding/success',
            handle: { title: 'Thank you' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/merchant-business/onboarding-success-page')).OnboardingSuccessPage }),
          },
        ],
      },

      // Merchants and admins.
      {
        element: <MerchantDashboardGuard />,
        children: [
          {
            path: 'merchant/dashboard',
            handle: { title: 'Merchant Dashboard' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/merchant-business/merchant-dashboard-page')).MerchantDashboardPage }),
          },
        ],
      },
      {
        // Told like the dashboard, not sent home without a word; an admin gets the page's own message (decision 040).
        element: <RequireRole roles={['merchant', 'admin']} denied={<AccessRestricted message="You need merchant privileges to access this page" />} />,
        children: [
          {
            path: 'merchant/payment-settings',
            handle: { title: 'Payment Settings' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/merchant-business/payment-settings-page')).PaymentSettingsPage }),
          },
          {
            path: 'merchant/statement',
            handle: { title: 'Statement' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/merchant-business/statement-page')).StatementPage }),
          },
        ],
      },
      {
        element: (
          <RequireRole
            roles={['admin']}
            denied={<AccessRestricted message="You need administrator privileges to access this page" />}
          />
        ),
        children: [
          {
            path: 'admin/dashboard',
            handle: { title: 'Admin Dashboard' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('@/features/admin/admin-dashboard-page')).AdminDashboardPage }),
          },
        ],
      },

      { path: '*', handle: { title: 'Page not found' } satisfies RouteHandle, element: <NotFoundPage /> },
    ],
  },
];

/** The browser's router; over a page the server drew, it starts from the server's state instead of drawing anew. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Loads the code of the routes this address shows before the first render, as the server did before drawing them:
 * hydrating with a route still to load would draw nothing where the server drew the page.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const waiting = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    waiting.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
