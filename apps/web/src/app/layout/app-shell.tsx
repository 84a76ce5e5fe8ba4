import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { AuthModalProvider } from '@/features/auth/components/auth-modal-provider';
import { HoldBanner } from '@/features/bookings/hold-banner';
import { captureReferralCode } from '@/lib/referral-code';
import { CookieConsentBanner } from './cookie-consent-banner';
import { DocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page's frame: skip link, header, the page in <main>, footer, cookie banner and the auth dialog. */
export function AppShell() {
  const { search } = useLocation();
  // A shared link is origin + '?ref=CODE', but any page may carry one.
  useEffect(() => captureReferralCode(search), [search]);

  return (
    <AuthModalProvider>
      <DocumentTitle />
      <NavigationProgress />
      <ScrollRestoration />
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        {/* Pages printed (a statement) are the page alone. */}
        <div className="contents print:hidden">
          <SiteHeader />
          <HoldBanner />
        </div>
        {/* At least a screen tall, so the footer starts below the fold and never jumps as a page's content loads. */}
        <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <Outlet />
        </main>
        <div className="contents print:hidden">
          <SiteFooter />
        </div>
      </div>
      <div className="contents print:hidden">
        <CookieConsentBanner />
      </div>
    </AuthModalProvider>
  );
}
