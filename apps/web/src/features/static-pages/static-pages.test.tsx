import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AboutPage } from './about-page';
import { FaqsPage } from './faqs-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

afterEach(cleanup);

describe('How it Works page', () => {
  it('explains the three steps and links customers and businesses onwards', () => {
    renderPage(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'How it Works' })).toBeInTheDocument();
    for (const step of [/Browse/, /Book off-peak/, /Enjoy/]) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Browse treatments/ })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: /List your business/ })).toHaveAttribute('href', '/merchant/join');
  });

  it('states product facts rather than invented customer counts', () => {
    renderPage(<AboutPage />);

    expect(screen.getByText('Up to 50% off')).toBeInTheDocument();
    expect(screen.getByText('Flat booking fee')).toBeInTheDocument();
    expect(screen.getByText('Welcome credit')).toBeInTheDocument();
  });
});

describe('FAQs page', () => {
  it('answers questions in groups that open with the keyboard', () => {
    const { container } = renderPage(<FaqsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    for (const group of ['Booking & prices', 'Credits & referrals', 'Cancellations & refunds', 'For businesses']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(10);
  });

  it('states the £5 non-refundable booking fee and the 24-hour cancellation rule', () => {
    renderPage(<FaqsPage />);

    expect(screen.getByText(/our £5 Off-Peak Booking Fee.*it is non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/Cancel from My Bookings at least 24 hours before your appointment/)).toBeInTheDocument();
    expect(screen.getByText(/less than 24 hours before the appointment.*are not refunded/)).toBeInTheDocument();
  });

  it('describes the default off-peak windows in London time', () => {
    renderPage(<FaqsPage />);

    expect(
      screen.getByText(/from 10:00 and before 15:00 on Monday to Friday, and from 18:00 and before 22:00 on Saturday/),
    ).toBeInTheDocument();
  });
});

describe('Terms of Service page', () => {
  it('states the age limit, liability cap, claim period and record retention', () => {
    renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/You must be at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByText(/limited to the total of the payments .* in the 12 months before the claim/)).toBeInTheDocument();
    expect(screen.getByText(/must be brought within 12 months/)).toBeInTheDocument();
    expect(screen.getByText(/keep financial records .* for 7 years/)).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 November 2026');
  });

  it('lets a reader jump to each numbered section from the contents', () => {
    renderPage(<TermsPage />);

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(contents).toContainElement(screen.getByRole('link', { name: 'Our liability' }));
    expect(screen.getByRole('link', { name: 'Our liability' })).toHaveAttribute('href', '#liability');
    expect(screen.getByRole('heading', { level: 2, name: /Our liability/ }).closest('section')).toHaveAttribute(
      'id',
      'liability',
    );
  });

  it('includes the provider agreement terms for businesses', () => {
    renderPage(<TermsPage />);

    expect(screen.getByText(/giving 30 days’ written notice/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 business days of the completed/)).toBeInTheDocument();
    expect(screen.getByText(/security deposit from your weekly settlements/)).toBeInTheDocument();
  });
});

describe('Privacy Policy page', () => {
  it('says card numbers are never stored and explains rights, including complaining to the ICO', () => {
    renderPage(<PrivacyPolicyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Lull never stores them/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Your rights/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
    expect(screen.getByText('gdpr_consent')).toBeInTheDocument();
  });
});
