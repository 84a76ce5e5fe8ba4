import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useListParams } from './use-list-params';

const FILTERS = ['status'] as const;

function setUp(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListParams(FILTERS), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads the search and the page, page 1 when it is missing or nonsense', () => {
    expect(setUp('/d?tab=users&q=priya&page=3').result.current.list).toMatchObject({ q: 'priya', page: 3 });
    expect(setUp('/d?page=-2').result.current.list).toMatchObject({ q: '', page: 1 });
  });

  it('writes changes and drops the defaults, keeping the rest of the address', () => {
    const { result } = setUp('/d?tab=users&status=disabled&page=4');
    act(() => result.current.list.update({ status: 'all', page: '1', q: 'all' }));
    // 'all' is a filter's default, but a perfectly good search term.
    expect(result.current.location.search).toBe('?tab=users&q=all');
    act(() => result.current.list.update({ q: '', status: 'active' }));
    expect(result.current.location.search).toBe('?tab=users&status=active');
  });
});

describe('useListParams, two changes before the page draws again', () => {
  it('keeps both: a paused search that fires just after a filter changed does not undo the filter', () => {
    const { result } = setUp('/d?tab=audit&q=journey');
    const { update } = result.current.list;
    act(() => {
      update({ status: 'active', page: '1' });
      update({ q: '', page: '1' });
    });
    expect(result.current.location.search).toBe('?tab=audit&status=active');
  });
});
