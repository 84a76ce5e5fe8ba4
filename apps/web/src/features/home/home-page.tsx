import { AvailableNowSection } from './components/available-now-section';
import { CategoryChips } from './components/category-chips';
import { HowItWorksStrip } from './components/how-it-works-strip';
import { LastMinuteTodaySection } from './components/last-minute-today-section';
import { MerchantInviteBand } from './components/merchant-invite-band';
import { OffPeakHoursCard } from './components/off-peak-hours-card';
import { ServiceSearchForm } from './components/service-search-form';

export function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-stone-50">
        <div
          aria-hidden="true"
          className="absolute -top-40 -right-32 -z-10 size-[32rem] rounded-full bg-brand-100/80 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-48 -left-40 -z-10 size-[28rem] rounded-full bg-saving-50 blur-3xl"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.4fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-saving-600" />
              Beauty &amp; wellness in quiet hours
            </p>
            <h1 className="mt-5 font-display text-balance text-[2.5rem] leading-[1.08] tracking-tight text-stone-900 sm:text-6xl lg:text-[4rem]">
              Book off-peak with Lull — <span className="text-brand-700">save up to 50%</span> at top salons
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-stone-700">
              The same treatments from the same experts, for less — because you book the hours salons would
              otherwise leave empty.
            </p>
            <div className="mt-8 max-w-xl">
              <ServiceSearchForm />
            </div>
            <div className="mt-5 max-w-xl">
              <CategoryChips />
            </div>
          </div>
          <div className="hidden lg:block">
            <OffPeakHoursCard />
          </div>
        </div>
      </section>
      <LastMinuteTodaySection />
      <AvailableNowSection />
      <HowItWorksStrip />
      <MerchantInviteBand />
    </>
  );
}
