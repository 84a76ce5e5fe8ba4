import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeService } from '@/test/catalogue-fixtures';
import { renderWithApp } from '@/test/render';
import { BusinessServicesList } from './business-services-list';

const services = ['Gel Manicure', 'Gel Pedicure', 'BIAB Overlay', 'Classic Manicure', 'Gel Mani-Pedi'].map((name) =>
  makeService({ name }),
);

describe('a business’s services in the results', () => {
  it('shows the first three and toggles the rest with ‘Show N more services’', async () => {
    const user = userEvent.setup();
    renderWithApp(<BusinessServicesList businessName="Lacquer Lane" services={services} today="2026-11-23" />);

    const list = screen.getByRole('list', { name: 'Services at Lacquer Lane' });
    const names = () => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names()).toEqual(['Gel Manicure', 'Gel Pedicure', 'BIAB Overlay']);

    const toggle = screen.getByRole('button', { name: 'Show 2 more services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(names()).toHaveLength(5);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show fewer services');

    await user.click(toggle);
    expect(names()).toHaveLength(3);
  });

  it('says ‘service’ for one more, and offers no toggle for three or fewer', async () => {
    const { unmount } = renderWithApp(<BusinessServicesList businessName="A" services={services.slice(0, 4)} />);
    expect(await screen.findByRole('button', { name: 'Show 1 more service' })).toBeInTheDocument();
    unmount();
    renderWithApp(<BusinessServicesList businessName="B" services={services.slice(0, 3)} />);
    await screen.findByRole('list', { name: 'Services at B' });
    expect(screen.queryByRole('button', { name: /more service/ })).not.toBeInTheDocument();
  });

  it('shows both prices, the badge and the duration, and books the service', async () => {
    renderWithApp(
      <BusinessServicesList
        businessName="A"
        services={[makeService({ id: 'svc-9', name: 'Gel Manicure', price: 32, off_peak_price: 22, percent_off: 31, duration: 75 })]}
      />,
    );
    const row = (await screen.findByRole('heading', { name: 'Gel Manicure' })).closest('li')!;
    expect(within(row).getByText('£32.00').tagName).toBe('S');
    expect(within(row).getAllByText('£22.00').length).toBeGreaterThan(0);
    expect(within(row).getByText('31% off')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 hr 15 min');
    expect(within(row).getByRole('link', { name: 'Book Gel Manicure' })).toHaveAttribute('href', '/booking/svc-9');
  });
});
