import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, pageCount, pageOffset, pageQuerySchema } from './paging';

describe('pageQuerySchema', () => {
  it('defaults to the first page of the default size with no term', () => {
    expect(pageQuerySchema.parse({})).toEqual({ q: '', page: 1, page_size: DEFAULT_PAGE_SIZE });
  });
  it('reads numbers from a query string and trims the term', () => {
    expect(pageQuerySchema.parse({ q: '  gel ', page: '3', page_size: '10' })).toEqual({ q: 'gel', page: 3, page_size: 10 });
  });
  it.each([{ page: '0' }, { page: '-1' }, { page_size: '101' }, { page: '1.5' }, { q: 'x'.repeat(101) }])('refuses %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('pageCount and pageOffset', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
  ])('%i rows in pages of %i fill %i page(s)', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
  it('skips the rows of the pages before', () => {
    expect(pageOffset({ page: 3, page_size: 20 })).toBe(40);
  });
});
