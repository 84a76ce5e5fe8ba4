import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

const SUPPORT_EMAIL = 'support@lull.app';
const LINKEDIN_URL = 'https://www.linkedin.com/company/lull';
const WHATSAPP_URL = 'https://wa.me/442079460000';

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
}

const columns: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Book',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Browse treatments', to: '/services' },
      { label: 'My Bookings', to: '/my-bookings' },
      { label: 'My account', to: '/account' },
    ],
  },
  {
    title: 'About Lull',
    links: [
      { label: 'How it Works', to: '/about' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'For businesses',
    links: [
      { label: 'Why list with Lull', to: '/merchant/join' },
      { label: 'List your business', to: '/merchant/onboarding' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Contact form', to: '/contact' },
      { label: SUPPORT_EMAIL, to: `mailto:${SUPPORT_EMAIL}`, external: true },
      { label: 'Chat on WhatsApp', to: WHATSAPP_URL, external: true },
      { label: 'Lull on LinkedIn', to: LINKEDIN_URL, external: true },
    ],
  },
];

const linkClasses = 'rounded-sm break-words text-sm text-brand-100 hover:text-white hover:underline underline-offset-2';

function FooterAnchor({ link }: { link: FooterLink }) {
  if (!link.external) {
    return (
      <Link to={link.to} className={linkClasses}>
        {link.label}
      </Link>
    );
  }
  const opensTab = link.to.startsWith('http');
  return (
    <a
      href={link.to}
      className={linkClasses}
      {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {opensTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** The dashboard's link, for the roles that have one (the user menu's rule); visitors get List your business only. */
const merchantDashboardLink: FooterLink = { label: 'Merchant Dashboard', to: '/merchant/dashboard' };

export function SiteFooter() {
  const { user } = useCurrentUser();
  const hasDashboard = user?.role === 'merchant' || user?.role === 'admin';
  const shown = hasDashboard
    ? columns.map((column) =>
        column.title === 'For businesses'
          ? // A merchant has listed already: its dashboard replaces List your business (decision 040).
            { ...column, links: [...column.links.filter((link) => user.role !== 'merchant' || link.to !== '/merchant/onboarding'), merchantDashboardLink] }
          : column,
      )
    : columns;
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="max-w-xs">
            <Link to="/" aria-label="Lull, home" className="inline-block rounded-lg">
              <Logo inverse />
            </Link>
            <p className="mt-4 font-display text-lg leading-snug text-white">
              Book off-peak with Lull — save up to 50% at top salons
            </p>
            <p className="mt-3 text-sm leading-6 text-brand-100">
              Beauty and wellness treatments in salons’ quiet hours, across the UK.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
            {shown.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-xs font-semibold tracking-wider text-white uppercase">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/15 pt-6 text-xs text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Lull. All rights reserved.</p>
          <p>Prices in pounds sterling. Times in UK time.</p>
        </div>
      </div>
    </footer>
  );
}
