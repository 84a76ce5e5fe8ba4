import { z } from 'zod';

/**
 * GET /api/admin/export/{kind} and /count (admin spec §7, decision 024). The kind is checked by the service (an
 * unknown one is a 404, not a 400); the filters are the kind's list's own query parameters (q, status, date,
 * action…), read with that list's schema, so an export holds exactly the rows its tab shows.
 */
export const exportParamsSchema = z.object({ kind: z.string().max(40) });
export const exportFiltersSchema = z.record(z.string(), z.string());
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

/** How many rows the export would hold now: the client says 'No bookings to export' without downloading. */
export const exportCountSchema = z.object({ count: z.number().int().nonnegative() });
export type ExportCount = z.infer<typeof exportCountSchema>;
