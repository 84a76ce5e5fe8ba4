import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '@/test/render';
import { NextTimes } from './next-times';

// The API marks which times get the off-peak price; the chips show what it says.
const today = '2026-11-23';
const prices = { price: 32, off_peak_price: 22 };

describe('next free times', () => {
  it('shows the next times as chips that open the booking page at that time', () => {
    renderWithApp(
      <NextTimes
        serviceId="svc-1"
        serviceName="Gel Manicure"
        prices={prices}
        today={today}
        slots={[
          { date: '2026-11-23', time: '14:30', off_peak: true, price: 22 },
          { date: '2026-11-24', time: '10:00', off_peak: true, price: 22 },
          { date: '2026-11-25', time: '11:00', off_peak: true, price: 22 },
          { date: '2026-11-26', time: '12:00', off_peak: true, price: 22 },
        ]}
      />,
    );

    const list = screen.getByRole('list', { name: 'Next free times for Gel Manicure' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.split(',')[0])).toEqual(['Today 14:30·£22.00', 'Tomorrow 10:00·£22.00', 'Wed 11:00·£22.00']);
    expect(links[0]).toHaveAttribute('href', '/booking/svc-1?date=2026-11-23&time=14:30');
    expect(links[0]).toHaveAccessibleName('Today 14:30, £22.00, off-peak price, book Gel Manicure');
  });

  it('says which times are at the usual price', () => {
    renderWithApp(
      <NextTimes
        serviceId="svc-1"
        serviceName="Gel Manicure"
        prices={prices}
        today={today}
        slots={[
          { date: '2026-11-23', time: '09:00', off_peak: false, price: 32 },
          { date: '2026-11-23', time: '10:00', off_peak: true, price: 22 },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Today 09:00/ })).toHaveAccessibleName('Today 09:00, £32.00, usual price, book Gel Manicure');
    expect(screen.getByText(/other times at the usual price/)).toBeInTheDocument();
  });

  it('makes no price claims for a service without an off-peak price', () => {
    renderWithApp(
      <NextTimes
        serviceId="svc-2"
        serviceName="Brow Threading"
        prices={{ price: 18, off_peak_price: null }}
        today={today}
        slots={[{ date: '2026-11-23', time: '09:00', off_peak: false, price: 18 }]}
      />,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Today 09:00, £18.00, book Brow Threading');
    expect(screen.queryByText(/usual price/)).not.toBeInTheDocument();
  });

  it('renders nothing without free times', () => {
    const { container } = renderWithApp(<NextTimes serviceId="x" serviceName="X" prices={prices} slots={[]} today={today} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
