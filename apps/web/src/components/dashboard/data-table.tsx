import type { ReactNode } from 'react';

import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Skeleton } from '../ui/skeleton';

export interface Column<Row> {
  /** The header a sighted user reads; also each cell's label on a phone, where rows become cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers (prices, amounts). */
  numeric?: boolean;
  /** Hide the header on a phone's card (the actions column). */
  hideLabelOnPhone?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers ("Your services"). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading: boolean;
  /** A load failed: the message and a way to try again replace the rows. */
  error?: { message: string; retry: () => void } | null;
  /** What an empty list says (the filters may be why). */
  empty: ReactNode;
  /** Paging, done by the server: the page shown, its size and how many rows match in all. */
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /**
   * A click anywhere on a row that is not on one of its own controls (opens the row's details). A pointer
   * convenience only: the row must also hold a button or link that does the same for keyboard and screen readers.
   */
  onRowClick?: (row: Row) => void;
}

/** Whether a click landed on a control of its own inside the row (a button, a link, a field). */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;

/**
 * The one table of every dashboard tab (services, bookings, revenue, and the admin's lists). A real <table> on a
 * tablet or desktop; on a phone each row stacks into a card with its labels, so nothing scrolls sideways.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, isLoading, error, empty, paging, onRowClick }: DataTableProps<Row>) {
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        <p>{error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={error.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isLoading && !rows) {
    return (
      <div aria-busy="true" aria-label={`Loading ${caption.toLowerCase()}`} className="space-y-2">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-700">{empty}</div>;
  }
  return (
    <div>
      {/* Sized by its container, not the screen: a table beside a form on a wide screen is as narrow as on a tablet. */}
      <div className={cn('@container overflow-hidden rounded-2xl border border-stone-200 bg-white', isLoading && 'opacity-60')} aria-busy={isLoading}>
        {/* On a phone the table, its body and rows are plain blocks (cards), so no cell's text can widen them. */}
        <table className="block w-full border-collapse text-left text-sm @2xl:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-700 uppercase @2xl:table-header-group">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cn('px-4 py-3', column.numeric && 'text-right')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-stone-200 @2xl:table-row-group">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn('block px-4 py-3 @2xl:table-row @2xl:p-0', onRowClick && 'cursor-pointer hover:bg-stone-50')}
                onClick={onRowClick ? (event) => !onControl(event.target) && onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      'flex min-w-0 items-start justify-between gap-4 py-1 @2xl:table-cell @2xl:px-4 @2xl:py-3 @2xl:align-top',
                      column.numeric && '@2xl:text-right @2xl:whitespace-nowrap',
                      column.className,
                    )}
                  >
                    {column.hideLabelOnPhone ? null : (
                      <span aria-hidden="true" className="shrink-0 font-medium text-stone-600 @2xl:hidden">
                        {column.header}
                      </span>
                    )}
                    {/*
                      Whatever people type fits (decision 042): a long unbroken name or email breaks anywhere once no
                      space fits. On a wider screen a text column is 4rem to 18rem wide, so one long value neither
                      squeezes the other columns nor breaks their short words ("Customer") mid-word. Numbers never
                      break (whitespace-nowrap).
                    */}
                    <div
                      className={cn(
                        'min-w-0 text-right [overflow-wrap:anywhere]',
                        !column.numeric && '@2xl:max-w-72 @2xl:min-w-16 @2xl:text-left',
                        column.hideLabelOnPhone && 'w-full text-left',
                      )}
                    >
                      {column.cell(row)}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging ? <Pagination {...paging} label={`${caption}: pages`} /> : null}
    </div>
  );
}

/** `label` names the pages by their table, so two tables on one screen (the admin's view of a person) are told apart. */
function Pagination({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
