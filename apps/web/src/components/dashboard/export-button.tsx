import type { ExportCount } from '@lull/domain/contracts/admin-exports';
import type { ExportKind } from '@lull/domain/csv';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { api, errorMessage } from '@/lib/api-client';
import { Button } from '../ui/button';

/** What an export holds, in the toasts' words ('Exported 12 bookings to CSV'). */
const NOUNS: Record<ExportKind, [one: string, many: string]> = {
  users: ['user', 'users'],
  bookings: ['booking', 'bookings'],
  merchants: ['merchant', 'merchants'],
  audit: ['audit entry', 'audit entries'],
};

/** The export's address (or its count's) with the tab's filters, empty ones left out as the lists leave them out. */
export function exportPath(kind: ExportKind, filters: Record<string, string> = {}, what: 'file' | 'count' = 'file'): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const search = query.size > 0 ? `?${query}` : '';
  return `/api/admin/export/${kind}${what === 'count' ? '/count' : ''}${search}`;
}

/** Hands the download to the browser: a same-origin link, so the file streams to disk instead of into a blob in memory. */
function startDownload(path: string) {
  const link = document.createElement('a');
  link.href = path;
  // The server names the file ({kind}-{date}.csv); `download` keeps the page where it is whatever happens.
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A tab's Export CSV (admin spec §7): downloads `GET /api/admin/export/{kind}` with the tab's filters.
 * `filters` are the list's own query parameters (q, status, …), so the file holds what the table shows.
 * It counts first (decision 024): nothing to export is said at once ('No bookings to export') rather than
 * downloading a file with a header alone; the count is the {n} of 'Exported {n} bookings to CSV'.
 */
export function ExportButton({ kind, filters, label = 'Export CSV' }: { kind: ExportKind; filters?: Record<string, string>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [one, many] = NOUNS[kind];

  async function exportCsv() {
    setBusy(true);
    try {
      const { count } = await api.get<ExportCount>(exportPath(kind, filters, 'count'));
      if (count === 0) {
        toast.error('Export Failed', { description: `No ${many} to export` });
        return;
      }
      startDownload(exportPath(kind, filters));
      toast.success('Export Successful', { description: `Exported ${count.toLocaleString('en-GB')} ${count === 1 ? one : many} to CSV` });
    } catch (error) {
      toast.error('Export Failed', { description: errorMessage(error, `Failed to export ${many}. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" isLoading={busy} onClick={() => void exportCsv()}>
      {busy ? null : <Download className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
