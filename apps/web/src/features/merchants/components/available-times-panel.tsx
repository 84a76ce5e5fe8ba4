import { formatDuration } from '@lull/domain/catalogue-filters';
import type { Service } from '@lull/domain/contracts/catalogue';
import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';

import { OffPeakDot, SlotPriceText, priceNote, timeChipClasses } from '@/components/catalogue/next-times';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { FreeTimesLoadError } from '@/components/catalogue/free-times-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { WaitlistTimes } from '@/components/waitlist/waitlist-times';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { formatPoundsAsMoney } from '@/lib/format';
import { penceToPounds } from '@lull/domain/money';
import { bookingHref, hasUsableOffPeakPrice, slotDayHeading, slotPrice, todayInLondon } from '@/lib/booking-slots';
import { AVAILABILITY_WINDOW, useServiceAvailability } from '../api/get-service-availability';

interface AvailableTimesPanelProps {
  services: readonly Service[];
  selectedServiceId: string | undefined;
  onSelectService: (serviceId: string) => void;
  today?: string;
}

/** The business page's sidebar: pick a treatment, see its next free times (3 days × 4), tap one to book it. */
export function AvailableTimesPanel({ services, selectedServiceId, onSelectService, today = todayInLondon() }: AvailableTimesPanelProps) {
  const selected = services.find((service) => service.id === selectedServiceId) ?? services[0];
  const availability = useServiceAvailability(selected?.id);
  const hasOffPeakPrice = selected !== undefined && hasUsableOffPeakPrice(selected);
  const { user } = useCurrentUser();
  const authModal = useAuthModal();
  const days = (availability.data?.days ?? []).filter((day) => day.times.length > 0).slice(0, AVAILABILITY_WINDOW.maxDays);

  return (
    <section aria-labelledby="available-times-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="available-times-heading" className="scroll-mt-24 font-display text-2xl text-stone-900">
        Available Times
      </h2>
      {selected === undefined ? (
        <p className="mt-3 text-sm text-stone-700">This business has no treatments to book just now.</p>
      ) : (
        <>
          <Label htmlFor="available-times-service" className="mt-4">
            Service
          </Label>
          <Select
            id="available-times-service"
            value={selected.id}
            onChange={(event) => onSelectService(event.target.value)}
            className="mt-1.5"
          >
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name} · {formatDuration(service.duration)}
              </option>
            ))}
          </Select>

          <div className="mt-5" aria-busy={availability.isFetching}>
            {availability.isPending ? (
              <div className="space-y-4" role="status" aria-label="Loading free times">
                {[0, 1].map((i) => (
                  <div key={i} className="space-y-2">
                    <Skeleton className="h-4 w-24" />
                    <div className="grid grid-cols-4 gap-2">
                      {[0, 1, 2, 3].map((j) => (
                        <Skeleton key={j} className="h-9 rounded-full" />
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            ) : availability.isError ? (
              <FreeTimesLoadError onRetry={() => void availability.refetch()} />
            ) : days.length === 0 ? (
              <div className="flex items-start gap-3 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
                <CalendarX className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
                <p>No free times in the next {AVAILABILITY_WINDOW.days} days for this treatment. Try another one, or choose a later date when you book.</p>
              </div>
            ) : (
              <div className="space-y-4">
                {days.map((day) => (
                  <div key={day.date}>
                    <h3 className="text-sm font-semibold text-stone-900">{slotDayHeading(day.date, today)}</h3>
                    <ul className="mt-2 grid grid-cols-4 gap-2" aria-label={`Free times, ${slotDayHeading(day.date, today)}`}>
                      {day.times.slice(0, AVAILABILITY_WINDOW.maxPerDay).map((time) => {
                        const price = slotPrice(selected, { date: day.date, time });
                        const offPeak = hasOffPeakPrice ? price.offPeak : null;
                        return (
                          <li key={time}>
                            <Link
                              to={bookingHref(selected.id, { date: day.date, time }, { from: 'merchant' })}
                              className={cn(timeChipClasses(offPeak, 'stacked'), 'w-full')}
                            >
                              <span className="inline-flex items-center gap-1">
                                {offPeak ? <OffPeakDot /> : null}
                                {time}
                              </span>
                              <SlotPriceText pounds={penceToPounds(price.pricePence)} />
                              <span className="sr-only">
                                , {slotDayHeading(day.date, today)}, {formatPoundsAsMoney(penceToPounds(price.pricePence))}
                                {priceNote(offPeak)}, book {selected.name}
                              </span>
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
                {hasOffPeakPrice ? (
                  <p className="flex items-center gap-1.5 text-xs text-stone-600">
                    <OffPeakDot />
                    Off-peak prices from {formatPoundsAsMoney(selected.off_peak_price ?? selected.price)}; other times {formatPoundsAsMoney(selected.price)}
                  </p>
                ) : null}
              </div>
            )}
          </div>

          <WaitlistTimes signedIn={user !== null} onSignInNeeded={() => authModal.open({ mode: 'login' })} serviceId={selected.id} today={today} maxDays={AVAILABILITY_WINDOW.maxDays} maxPerDay={AVAILABILITY_WINDOW.maxPerDay} />

          <Button asChild variant="secondary" className="mt-5 w-full">
            <Link to={bookingHref(selected.id, undefined, { from: 'merchant' })}>See all dates</Link>
          </Button>
        </>
      )}
    </section>
  );
}
