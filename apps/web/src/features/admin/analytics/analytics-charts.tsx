import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatPoundsAsMoney } from '@/lib/format';
import type { AnalyticsDay } from '../api/admin-analytics';

/**
 * The Analytics tab's two charts (decision 023). The only module that imports recharts, loaded with React.lazy from the
 * tab, so the library is fetched when an admin opens Analytics and never by the customer pages.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A London date ('2026-11-24') as '24 Nov'; noon UTC is the same calendar day whatever the reader's zone. */
const shortDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const longDay = (date: string) => longDayFormat.format(new Date(`${date}T12:00:00Z`));

const BRAND = 'var(--color-brand-600)';
const BRAND_LIGHT = 'var(--color-brand-300)';
const AXIS = { fontSize: 12, fill: '#57534e' };

interface Series {
  key: keyof Omit<AnalyticsDay, 'date'>;
  label: string;
  colour: string;
  format: (value: number) => string;
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology, and a visually hidden table of
 * every day says the same; the figure's label sums it up.
 */
function DayChart({ id, title, summary, days, series }: { id: string; title: string; summary: string; days: readonly AnalyticsDay[]; series: readonly Series[] }) {
  const headingId = `${id}-title`;
  return (
    <figure aria-labelledby={headingId} className="relative min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <figcaption>
        <h3 id={headingId} className="font-display text-xl text-stone-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className="mt-4 h-56 w-full overflow-hidden sm:h-64" data-testid={`${id}-drawing`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days as AnalyticsDay[]} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
            <CartesianGrid vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} tickLine={false} axisLine={{ stroke: '#d6d3d1' }} minTickGap={16} />
            <YAxis allowDecimals={series[0]?.key === 'platform_revenue'} tick={AXIS} tickLine={false} axisLine={false} width={48} />
            <Tooltip
              labelFormatter={(label) => longDay(String(label))}
              formatter={(value, name) => {
                const entry = series.find((s) => s.label === name);
                return [entry ? entry.format(Number(value)) : String(value), name];
              }}
              cursor={{ fill: 'var(--color-brand-50)' }}
            />
            {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.colour} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores sr-only's 1px width; the wrapper clips it instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{s.format(day[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The busiest day of a series, for the chart's one-line summary; null when every day is zero. */
function busiest(days: readonly AnalyticsDay[], key: Series['key']): AnalyticsDay | null {
  let best: AnalyticsDay | null = null;
  for (const day of days) if (day[key] > 0 && (best === null || day[key] > best[key])) best = day;
  return best;
}

const count = (value: number) => String(value);

export default function AnalyticsCharts({ days }: { days: readonly AnalyticsDay[] }) {
  const made = days.reduce((sum, day) => sum + day.bookings_made, 0);
  const paid = days.reduce((sum, day) => sum + day.paid_bookings, 0);
  const revenue = days.reduce((sum, day) => sum + day.platform_revenue, 0);
  const busiestDay = busiest(days, 'bookings_made');
  const bestRevenueDay = busiest(days, 'platform_revenue');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayChart
        id="bookings-chart"
        title="Bookings per day"
        summary={`${made} made, ${paid} paid over ${days.length} days${busiestDay ? `; busiest ${longDay(busiestDay.date)} (${busiestDay.bookings_made})` : ''}.`}
        days={days}
        series={[
          { key: 'bookings_made', label: 'Bookings made', colour: BRAND_LIGHT, format: count },
          { key: 'paid_bookings', label: 'Paid bookings', colour: BRAND, format: count },
        ]}
      />
      <DayChart
        id="revenue-chart"
        title="Platform revenue per day"
        summary={`${formatPoundsAsMoney(Math.round(revenue * 100) / 100)} in platform fees${bestRevenueDay ? `; highest ${longDay(bestRevenueDay.date)} (${formatPoundsAsMoney(bestRevenueDay.platform_revenue)})` : ''}.`}
        days={days}
        series={[{ key: 'platform_revenue', label: 'Platform revenue', colour: BRAND, format: formatPoundsAsMoney }]}
      />
    </div>
  );
}
