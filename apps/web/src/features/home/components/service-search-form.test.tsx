import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '@/test/render';
import { ServiceSearchForm } from './service-search-form';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the home search', () => {
  it('carries the search, the day and the part of the day to the services page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ServiceSearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search treatments or salons' }), 'nails');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Tomorrow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Evening, from 17:00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.search).toBe('?search=nails&date=2026-11-24&time_of_day=evening');
  });

  it('searches today when only a part of the day is chosen, and everything when nothing is', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ServiceSearchForm />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.search).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Morning, before 12:00');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?date=2026-11-23&time_of_day=morning');
  });
});
