import type { ReactNode } from 'react';

/** One entry of a page's in-page table of contents: the id of a `Section` and the label to show. */
export interface ContentsEntry {
  id: string;
  label: string;
}

interface StaticPageLayoutProps {
  title: string;
  intro?: ReactNode;
  /** ISO date (YYYY-MM-DD) the text last changed; legal pages show it under the title. */
  lastUpdated?: string;
  /** Given for the long pages, so a reader can jump straight to the part they need. */
  contents?: readonly ContentsEntry[];
  children: ReactNode;
}

// Parsed and formatted in UTC so the date a reader sees never drifts with their time zone.
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The shared frame of the static pages (How it Works, FAQs, Terms, Privacy Policy): a readable column with
 * the page's only h1. The app shell provides the surrounding <main>, nav bar and footer.
 */
export function StaticPageLayout({ title, intro, lastUpdated, contents, children }: StaticPageLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 font-sans text-stone-800 sm:px-6 sm:py-14 lg:py-16">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="font-display text-4xl leading-tight tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg leading-8 text-stone-700">{intro}</div> : null}
        {lastUpdated ? (
          <p className="mt-4 text-sm text-stone-600">
            Last updated <time dateTime={lastUpdated}>{longDate.format(new Date(`${lastUpdated}T00:00:00Z`))}</time>
          </p>
        ) : null}
      </header>

      {contents && contents.length > 0 ? <TableOfContents entries={contents} /> : null}

      <div className="mt-10 space-y-12 sm:mt-12">{children}</div>
    </article>
  );
}

function TableOfContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-labelledby="page-contents-title" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <p id="page-contents-title" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        On this page
      </p>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm marker:text-stone-600 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id} className="pl-1">
            <a
              href={`#${entry.id}`}
              className="rounded-sm text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

// Typography for running text, applied to descendants because the Tailwind typography plugin isn't available.
const proseClasses = [
  'space-y-4 text-base leading-7 text-stone-700',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li::marker]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-2',
  '[&_a:hover]:text-brand-900 [&_a:hover]:decoration-brand-700',
].join(' ');

interface SectionProps {
  /** Anchor for the table of contents. */
  id: string;
  title: string;
  /** Shown before the title on numbered legal documents. */
  number?: number;
  children: ReactNode;
}

/** A titled part of a static page (an h2) whose paragraphs, lists and links get the house typography. */
export function Section({ id, title, number, children }: SectionProps) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="font-display text-2xl leading-snug text-stone-900 sm:text-[1.7rem]">
        {number !== undefined ? <span className="mr-2 text-brand-700">{number}.</span> : null}
        {title}
      </h2>
      <div className={`mt-4 ${proseClasses}`}>{children}</div>
    </section>
  );
}

/** A tinted panel for the plain-English summary that opens a legal page. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside aria-label={title} className={`rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6 ${proseClasses}`}>
      <p className="font-display text-lg text-brand-900">{title}</p>
      {children}
    </aside>
  );
}
