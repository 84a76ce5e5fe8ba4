import { ANALYTICS_TOP_SHOWN, averagePence, fillDays, type DayFigures, percentOf, periodInstants, resolvePeriod } from '@lull/domain/analytics';
import type { AdminAnalytics, AdminAnalyticsQuery } from '@lull/domain/contracts/admin-analytics';
import { londonDateOf } from '@lull/domain/london-time';
import { penceToPounds } from '@lull/domain/money';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { bookingFiguresByDay, countNewCustomers, type DayRow, type RankedRow, topSalons, topServices } from './analytics.repository';

/** The admin's Analytics tab (decision 023): figures over a period of London days, from real bookings only. */
export function createAnalyticsService({ db, clock }: AppContext) {
  return {
    /** GET /api/admin/analytics: the daily series, the period's totals and rates, the top 5 services and salons. */
    async figures(query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
      const resolved = resolvePeriod(query, londonDateOf(clock()));
      if (!resolved.ok) throw new AppError('VALIDATION_FAILED', resolved.error, resolved.fields);
      const { period } = resolved;
      const instants = periodInstants(period);
      const [rows, newCustomers, services, salons] = await Promise.all([
        bookingFiguresByDay(db, instants),
        countNewCustomers(db, instants),
        topServices(db, instants, ANALYTICS_TOP_SHOWN),
        topSalons(db, instants, ANALYTICS_TOP_SHOWN),
      ]);
      const sum = (pick: (row: DayRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const made = sum((row) => row.made);
      const paid = sum((row) => row.paid);
      const gross = sum((row) => row.grossPence);
      const cancelled = sum((row) => row.cancelled);
      const completed = sum((row) => row.completed);
      const noShows = sum((row) => row.noShows);
      const offPeak = sum((row) => row.offPeak);
      const average = averagePence(gross, paid);
      const byDay = new Map<string, DayFigures>(rows.map((row) => [row.day, { bookingsMade: row.made, paidBookings: row.paid, revenuePence: row.earnedPence }]));
      const ranked = (row: RankedRow) => ({ id: row.id, paid_bookings: row.paid, booking_value: penceToPounds(row.valuePence), platform_revenue: penceToPounds(row.earnedPence) });
      return {
        from: period.from,
        to: period.to,
        days: fillDays(period, byDay).map((day) => ({
          date: day.date,
          bookings_made: day.bookingsMade,
          paid_bookings: day.paidBookings,
          platform_revenue: penceToPounds(day.revenuePence),
        })),
        totals: {
          bookings_made: made,
          paid_bookings: paid,
          platform_revenue: penceToPounds(sum((row) => row.earnedPence)),
          gross_booking_value: penceToPounds(gross),
          average_booking_value: average === null ? null : penceToPounds(average),
          hold_to_paid_percent: percentOf(paid, made),
          cancelled_bookings: cancelled,
          cancellation_percent: percentOf(cancelled, paid),
          completed_bookings: completed,
          no_show_bookings: noShows,
          no_show_percent: percentOf(noShows, completed + noShows),
          off_peak_bookings: offPeak,
          off_peak_percent: percentOf(offPeak, paid),
          new_customers: newCustomers,
        },
        top_services: services.map((row) => ({ ...ranked(row), name: row.name, merchant_business_name: row.detail })),
        top_salons: salons.map((row) => ({ ...ranked(row), business_name: row.name, city: row.detail })),
      };
    },
  };
}
