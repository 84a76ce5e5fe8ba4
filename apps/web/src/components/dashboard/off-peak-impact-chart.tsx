import type { ImpactWeek } from '@lull/domain/contracts/off-peak-impact';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatDayShort, formatPoundsAsMoney } from '@/lib/format';
import { formatHours, weekLabel } from './off-peak-impact-figures';

/**
 * The off-peak figures per week (decision 057): off-peak bookings as bars, utilisation as a line on its own axis. The
 * drawing is hidden from assistive technology; a visually hidden table of every week says the same. Loaded with
 * React.lazy, so recharts is fetched only where the figures are shown.
 */

const BRAND = 'var(--color-brand-600)';
const LINE = '#b45309';
const AXIS = { fontSize: 12, fill: '#57534e' };

export default function OffPeakImpactChart({ id, title, weeks }: { id: string; title: string; weeks: readonly ImpactWeek[] }) {
  const headingId = `${id}-title`;
  const bookings = weeks.reduce((sum, week) => sum + week.bookings, 0);
  const best = weeks.reduce<ImpactWeek | null>((top, week) => (week.bookings > 0 && (top === null || week.bookings > top.bookings) ? week : top), null);
  return (
    <figure aria-labelledby={headingId} className="relative min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <figcaption>
        <h4 id={headingId} className="font-display text-lg text-stone-900">
          {title}
        </h4>
        <p className="mt-1 text-sm text-stone-600">
          {bookings} off-peak booking{bookings === 1 ? '' : 's'} over {weeks.length} week{weeks.length === 1 ? '' : 's'}
          {best ? `; most in the week of ${weekLabel(best)} (${best.bookings})` : ''}. The line is the share of working time booked.
        </p>
      </figcaption>
      <div aria-hidden="true" className="mt-4 h-56 w-full overflow-hidden sm:h-64" data-testid={`${id}-drawing`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={weeks as ImpactWeek[]} accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="week_start" tickFormatter={(date: string) => formatDayShort(date).replace(/^\w+ /, '')} tick={AXIS} tickLine={false} axisLine={{ stroke: '#d6d3d1' }} minTickGap={12} />
            <YAxis yAxisId="bookings" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={40} />
            <YAxis yAxisId="utilisation" orientation="right" domain={[0, 100]} unit="%" tick={AXIS} tickLine={false} axisLine={false} width={44} />
            <Tooltip
              labelFormatter={(label) => `Week of ${formatDayShort(String(label))}`}
              formatter={(value, name) => [name === 'Utilisation' ? `${Number(value).toLocaleString('en-GB')}%` : String(value), name]}
              cursor={{ fill: 'var(--color-brand-50)' }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar yAxisId="bookings" dataKey="bookings" name="Off-peak bookings" fill={BRAND} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
            <Line yAxisId="utilisation" dataKey="utilisation_percent" name="Utilisation" stroke={LINE} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores sr-only's 1px width; the wrapper clips it instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}, by week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Off-peak bookings</th>
              <th scope="col">Revenue after discount</th>
              <th scope="col">Discount given</th>
              <th scope="col">Utilisation</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start}>
                <th scope="row">{weekLabel(week)}</th>
                <td>{week.bookings}</td>
                <td>{formatPoundsAsMoney(week.revenue)}</td>
                <td>{formatPoundsAsMoney(week.discount)}</td>
                <td>
                  {week.utilisation_percent}% ({formatHours(week.booked_minutes)} of {formatHours(week.working_minutes)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
