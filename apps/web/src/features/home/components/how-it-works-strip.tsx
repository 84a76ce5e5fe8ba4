import { ArrowRight, CalendarClock, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { FIGURES } from '@lull/domain/figures';

const steps = [
  {
    icon: Search,
    title: 'Browse',
    text: 'Find a treatment near you, with the usual price and the off-peak price side by side.',
  },
  {
    icon: CalendarClock,
    title: 'Book off-peak',
    text: 'Pick a quiet-hours slot and pay securely by card, account credit or both.',
  },
  {
    icon: Sparkles,
    title: 'Enjoy',
    text: `Same salon, same expert, smaller bill. Cancel up to ${FIGURES.cancellationNotice} ahead if plans change.`,
  },
] as const;

export function HowItWorksStrip() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">How it works</p>
          <h2 id="how-it-works-heading" className="mt-2 font-display text-3xl text-stone-900 sm:text-4xl">
            Treat yourself, for less
          </h2>
        </div>
        <Link
          to="/about"
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline sm:self-auto"
        >
          More about how Lull works
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-display text-lg text-stone-500" aria-hidden="true">
                0{index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-stone-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
