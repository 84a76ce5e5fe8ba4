import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Callout, Section, StaticPageLayout } from './static-page-layout';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const policySections: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Lull runs an online marketplace, operated from London, UK, for booking beauty and wellness treatments in
          salons’ off-peak hours. Lull is the controller of the personal data described in this policy, under the UK
          General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
        <p>
          When you book, the salon you book with receives the details it needs to look after you, and is responsible
          for how it uses them in running its own business.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number and city; your password, which
            we store only in a scrambled (hashed) form we can’t read; your referral code and who referred you; and
            your consent choices. If you sign in with Google, we receive your name and email address from Google.
          </li>
          <li>
            <strong>Booking details:</strong> the treatment, salon, date and time you book, any special requests you
            write, the booking’s status, and your notifications about it.
          </li>
          <li>
            <strong>Payment details:</strong> the amounts you paid, credit used, refunds, and the reference our
            payment provider gives each payment. Card numbers are entered into and handled by our payment provider;
            Lull never stores them.
          </li>
          <li>
            <strong>Credit history:</strong> credit you earn, spend, get back or that expires.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, with the name, email and (if you
            give it) phone number you provide.
          </li>
          <li>
            <strong>Business details,</strong> if you list a business: the business’s contact details, address,
            opening hours, services, uploaded logo and certificates, and the bank account we pay you into.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and the basic information
            our servers record about requests (such as IP address and time) to keep the service secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'lawful-bases',
    title: 'Why we use it, and our lawful bases',
    body: (
      <ul>
        <li>
          <strong>To provide the service you ask for</strong> (contract): creating your account, taking and managing
          bookings, payments, refunds and credit, and paying businesses.
        </li>
        <li>
          <strong>To meet our legal obligations</strong> (legal obligation): keeping financial records for tax and
          accounting, and responding to lawful requests.
        </li>
        <li>
          <strong>To run Lull safely and well</strong> (legitimate interests): preventing fraud and misuse of
          credit, keeping the site secure, answering your messages, and reviewing businesses before they are listed.
        </li>
        <li>
          <strong>To send you marketing emails</strong> (consent): only if you opt in. Saying no never affects your
          bookings.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We don’t sell your personal data. We share it only with:</p>
        <ul>
          <li>
            <strong>The salon you book,</strong> which receives your name, contact details, the booking and any
            special requests, so it can provide your treatment;
          </li>
          <li>
            <strong>Our payment processor,</strong> which takes card payments and issues refunds;
          </li>
          <li>
            <strong>Our email provider,</strong> which delivers account, booking and (if you opted in) marketing
            emails;
          </li>
          <li>
            <strong>Google,</strong> only if you choose to sign in with your Google account;
          </li>
          <li>
            <strong>The providers that host our systems,</strong> who store data on our behalf and may not use it
            for anything else;
          </li>
          <li>
            <strong>Authorities,</strong> such as HMRC or the police, when the law requires it.
          </li>
        </ul>
        <p>
          If any of these providers processes data outside the UK, we make sure the transfer is protected as UK law
          requires, for example by UK adequacy regulations or the ICO’s International Data Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>We keep what we store in your browser to a minimum:</p>
        <ul>
          <li>
            <strong>Session cookie</strong> (essential): keeps you signed in and protects your account. The site
            can’t work without it, so it doesn’t need your consent.
          </li>
          <li>
            <strong>gdpr_consent</strong>: when you choose Accept or Reject in the cookie banner, we store your
            choice and the date you made it in your browser, so we don’t ask again.
          </li>
          <li>
            <strong>Sign-in destination:</strong> when you sign in with Google, we briefly remember which page to
            return you to, for that browser tab only.
          </li>
        </ul>
        <p>
          We don’t use advertising or cross-site tracking cookies. If we ever add optional cookies, we will only set
          them if you accept them, and we will update this policy first.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Account data</strong> is kept until you delete your account.
        </li>
        <li>
          <strong>Financial records</strong> of bookings, payments, refunds and payouts are kept for 7 years, as UK
          tax and accounting rules require.
        </li>
        <li>
          <strong>When you delete your account,</strong> we erase or anonymise your personal data. The financial
          records we must keep are kept without anything that identifies you.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it secure',
    body: (
      <p>
        Data travels to and from Lull over encrypted connections, passwords are stored only as hashes, and access to
        personal data inside Lull is limited to the people who need it to run the service. No system is perfectly
        secure, so if we ever discover a breach that puts you at risk, we will tell you and the ICO as the law
        requires.
      </p>
    ),
  },
  {
    id: 'marketing',
    title: 'Marketing emails',
    body: (
      <p>
        Marketing consent is optional: you choose when you complete your profile, and you can change your mind at
        any time in <Link to="/account">Account Settings</Link>. We will still send the emails your bookings need,
        such as confirmations and password resets.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and get a copy;
          </li>
          <li>
            <strong>rectification:</strong> have inaccurate data corrected (you can edit most details yourself in
            Account Settings);
          </li>
          <li>
            <strong>erasure:</strong> have your data deleted, subject to the records we must keep by law;
          </li>
          <li>
            <strong>restriction:</strong> ask us to limit how we use your data while a concern is looked into;
          </li>
          <li>
            <strong>portability:</strong> receive the data you gave us in a common, machine-readable format;
          </li>
          <li>
            <strong>object</strong> to processing based on our legitimate interests, and to marketing at any time;
          </li>
          <li>
            <strong>withdraw consent</strong> you have given, without affecting anything done before.
          </li>
        </ul>
        <p>
          To use any of these rights, email <a href="mailto:support@lull.app">support@lull.app</a>. We will reply
          within one month. If you are unhappy with how we handle your data, you can complain to the Information
          Commissioner’s Office (ICO) at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>, though we
          would appreciate the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    body: <p>Lull is only for people aged 18 or over. We don’t knowingly collect data about anyone younger.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change how we use your data, we will update this page and its date, and tell you by email or on the
        site when the change matters to you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For anything about your personal data, email <a href="mailto:support@lull.app">support@lull.app</a> or use
        our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      intro={<p>What personal data Lull collects, why, who sees it, how long we keep it, and your rights.</p>}
      lastUpdated="2026-11-21"
      contents={policySections.map(({ id, title }) => ({ id, label: title }))}
    >
      <Callout title="The short version">
        <ul>
          <li>We collect what we need to run your account and bookings, and nothing more.</li>
          <li>Your card number goes to our payment provider; Lull never stores it.</li>
          <li>We share your booking with the salon you book, and never sell your data.</li>
          <li>Marketing emails are optional, and you can switch them off in Account Settings.</li>
        </ul>
      </Callout>

      {policySections.map((section, index) => (
        <Section key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.body}
        </Section>
      ))}
    </StaticPageLayout>
  );
}
