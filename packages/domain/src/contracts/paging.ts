import { z } from 'zod';

/** Rows per page of a dashboard list unless the client asks for another size. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The query every dashboard list takes: a search term, a 1-based page and its size. Lists are searched and
 * paged by the database, so a salon with years of bookings sends one page, never the lot.
 */
export const pageQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: its rows, how many rows match in all, and which page this is. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  page_size: number;
}

/** How many pages `total` rows fill (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The OFFSET of a page. */
export function pageOffset({ page, page_size }: Pick<PageQuery, 'page' | 'page_size'>): number {
  return (page - 1) * page_size;
}
