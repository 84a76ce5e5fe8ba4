import { toApiStatus } from '@lull/domain/booking-status';
import { adminAuditQuerySchema } from '@lull/domain/contracts/admin-audit';
import { adminBookingsQuerySchema } from '@lull/domain/contracts/admin-bookings';
import { adminMerchantsQuerySchema } from '@lull/domain/contracts/admin-merchants';
import { adminUsersQuerySchema } from '@lull/domain/contracts/admin-users';
import type { ExportFilters } from '@lull/domain/contracts/admin-exports';
import { CSV_BYTE_ORDER_MARK, csvLine, EXPORT_KINDS, exportFileName, type CsvValue, type ExportKind } from '@lull/domain/csv';
import { londonDateOf, londonTimeOf } from '@lull/domain/london-time';
import { debitsThatPaid } from '@lull/domain/payout-allocation';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { adminAuditWhere } from '../audit/audit-admin.service';
import { adminBookingsWhere } from '../bookings/bookings-admin.service';
import { customerTotalsOf } from '../bookings';
import { spendableCreditPenceOf } from '../credits/credits.service';
import { adminMerchantsWhere } from '../merchants/merchants-admin.service';
import { adminUsersWhere } from '../accounts/users-admin.service';
import { payoutPlacesOf } from '../revenue/revenue.service';
import {
  auditExportBatch,
  bookingExportBatch,
  countAuditExport,
  countBookingExport,
  countMerchantExport,
  countUserExport,
  merchantExportBatch,
  userExportBatch,
  type ExportCursor,
} from './exports.repository';
import { moneyRecordsOfBookings } from './reconciliation.repository';

/** Rows read per query: small enough that memory stays flat, large enough that 500,000 rows are 500 queries. */
export const EXPORT_BATCH_SIZE = 1000;

export const exportMessages = {
  unknownKind: 'There is no export of that kind.',
};

/** The London wall clock, to the minute: what the dashboard shows and a spreadsheet reads as a date-time. */
const londonDateTime = (instant: Date | null) => (instant ? `${londonDateOf(instant)} ${londonTimeOf(instant)}` : '');

/** Pounds with two decimals (admin spec §9). Never negative here, so never a cell that starts with a minus. */
const pounds = (pence: number) => (pence >= 0 ? (pence / 100).toFixed(2) : pence / 100);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const MERCHANT_STATUS_LABELS = { pending_review: 'Pending review', approved: 'Verified', declined: 'Declined' } as const;

interface Batched<Row> {
  read(cursor: ExportCursor | null, limit: number): Promise<Row[]>;
  cells(rows: Row[]): Promise<CsvValue[][]>;
}

/** One kind's export: its header, how many rows match, and the rows a batch at a time. */
interface ExportSource {
  header: readonly string[];
  count(): Promise<number>;
  batches(limit: number): AsyncGenerator<CsvValue[][]>;
}

/** Reads batch after batch from where the last ended (keyset paging), until a short batch says there is no more. */
async function* keyset<Row extends { id: string; cursor: string }>({ read, cells }: Batched<Row>, limit: number): AsyncGenerator<CsvValue[][]> {
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await read(cursor, limit);
    if (rows.length > 0) yield await cells(rows);
    if (rows.length < limit) return;
    const last = rows.at(-1)!;
    cursor = { createdAt: last.cursor, id: last.id };
  }
}

function source<Row extends { id: string; cursor: string }>(
  header: readonly string[],
  count: () => Promise<number>,
  batched: Batched<Row>,
): ExportSource {
  return { header, count, batches: (limit) => keyset(batched, limit) };
}

/** The kind's own list schema reads the filters, so a bad one is the same 400 the list gives. */
function parsed<Schema extends z.ZodType>(schema: Schema, filters: ExportFilters): z.output<Schema> {
  const result = schema.safeParse(filters);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'query'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'The filters are not valid.', fields);
}

function usersSource(db: Database, filters: ExportFilters, now: Date): ExportSource {
  const { q, status } = parsed(adminUsersQuerySchema, filters);
  const where = adminUsersWhere(q, status);
  return source(
    ['User ID', 'First Name', 'Last Name', 'Email', 'Phone', 'City', 'Role', 'Status', 'Credit Balance', 'Bookings', 'Total Spent', 'Marketing Consent', 'Joined'],
    () => countUserExport(db, where),
    {
      read: (cursor, limit) => userExportBatch(db, where, cursor, limit),
      // The Users tab's figures, two grouped queries per batch as the list does per page.
      async cells(rows) {
        const ids = rows.map((row) => row.id);
        const [credit, totals] = await Promise.all([spendableCreditPenceOf(db, ids, now), customerTotalsOf(db, ids)]);
        return rows.map((row) => [
          row.id,
          row.firstName,
          row.lastName,
          row.email ?? '',
          row.phone,
          row.city,
          row.role,
          row.isApproved ? 'Active' : 'Disabled',
          pounds(credit.get(row.id) ?? 0),
          totals.get(row.id)?.bookings ?? 0,
          pounds(totals.get(row.id)?.spentPence ?? 0),
          yesNo(row.marketingConsent),
          londonDateTime(row.createdAt),
        ]);
      },
    },
  );
}

function merchantsSource(db: Database, filters: ExportFilters): ExportSource {
  const { q, status } = parsed(adminMerchantsQuerySchema, filters);
  const where = adminMerchantsWhere(q, status);
  return source(
    ['Merchant ID', 'Business', 'Contact Person', 'Email', 'Owner Email', 'Phone', 'Category', 'Services', 'Address Line 1', 'Address Line 2', 'City', 'Postcode', 'Status', 'Paused', 'Applied', 'Approved'],
    () => countMerchantExport(db, where),
    {
      read: (cursor, limit) => merchantExportBatch(db, where, cursor, limit),
      cells: async (rows) =>
        rows.map((row) => [
          row.id,
          row.businessName,
          row.contactPerson,
          row.email,
          row.ownerEmail ?? '',
          row.phone,
          row.category,
          row.servicesCount,
          row.addressLine1,
          row.addressLine2 ?? '',
          row.city,
          row.postcode,
          MERCHANT_STATUS_LABELS[row.status],
          yesNo(row.isPaused),
          londonDateTime(row.createdAt),
          londonDateTime(row.approvedAt),
        ]),
    },
  );
}

function bookingsSource(db: Database, filters: ExportFilters): ExportSource {
  const { q, status, date, reminder } = parsed(adminBookingsQuerySchema, filters);
  const where = adminBookingsWhere({ q, status, date, reminder });
  return source(
    // The export's columns in the order admins know them, then where each booking's money went (decision 055).
    ['Booking ID', 'Customer', 'Customer Email', 'Customer ID', 'Merchant', 'Merchant ID', 'Service', 'Service ID', 'Amount', 'Date', 'Time', 'Status', 'Created', ...MONEY_COLUMNS],
    () => countBookingExport(db, where),
    {
      read: (cursor, limit) => bookingExportBatch(db, where, cursor, limit),
      cells: async (rows) => {
        const money = await bookingMoneyCells(db, rows.map((row) => row.id));
        return rows.map((row) => [
          row.id,
          [row.customerFirstName, row.customerLastName].filter((part) => part.trim() !== '').join(' '),
          row.customerEmail ?? '',
          row.customerId,
          row.merchant,
          row.merchantId,
          row.service,
          row.serviceId,
          pounds(row.amountPence),
          row.date,
          row.time,
          // As the API and the Bookings tab spell it ('no-show').
          toApiStatus(row.status),
          londonDateTime(row.createdAt),
          ...(money.get(row.id) ?? []),
        ]);
      },
    },
  );
}

const MONEY_COLUMNS = ['Price', 'Discount', 'Booking Fee', 'Credit', 'Card', 'Processing Fee', 'Salon Payout', 'Refunded', 'Payout Reference'] as const;

/**
 * The money columns of a batch of bookings, two queries a batch: the price, discount and fees it was priced with;
 * the credit spent and the card charges kept (nothing for a hold never paid); its settlement in the salon's ledger
 * (blank until settled); what went back to the customer (card refunds paid and credit returned); and the payouts
 * that paid its settlement, the oldest money first.
 */
async function bookingMoneyCells(db: Database, ids: readonly string[]): Promise<Map<string, CsvValue[]>> {
  const records = await moneyRecordsOfBookings(db, ids);
  const settledMerchants = [...new Set(records.filter((row) => row.settled_pence !== null).map((row) => row.merchant_id))];
  const payoutsOf = new Map<string, { debitsBeforePence: number; amountPence: number; reference: string }[]>();
  for (const payout of await payoutPlacesOf(db, settledMerchants)) {
    const list = payoutsOf.get(payout.merchant_id) ?? [];
    list.push({ debitsBeforePence: payout.debits_before_pence, amountPence: payout.amount_pence, reference: payout.reference });
    payoutsOf.set(payout.merchant_id, list);
  }
  return new Map(
    records.map((row) => {
      const settled = row.settled_pence === null ? null : { amountPence: row.settled_pence, creditsBeforePence: row.settled_credits_before_pence ?? 0 };
      const paidBy = settled ? debitsThatPaid(settled, payoutsOf.get(row.merchant_id) ?? []) : [];
      return [
        row.id,
        [
          pounds(row.original_price_pence),
          pounds(row.discount_amount_pence),
          pounds(row.platform_fee_pence),
          pounds(row.credit_spent_pence),
          pounds(row.card_charged_pence),
          pounds(row.processing_fee_pence),
          settled ? pounds(settled.amountPence) : '',
          pounds(row.card_refunded_pence + row.credit_returned_pence),
          paidBy.map((payout) => payout.reference).join(' + '),
        ],
      ];
    }),
  );
}

function auditSource(db: Database, filters: ExportFilters): ExportSource {
  const { q, action } = parsed(adminAuditQuerySchema, filters);
  const where = adminAuditWhere({ q, action });
  const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');
  return source(
    ['Time', 'Admin', 'Admin Email', 'Admin ID', 'Action', 'Target Type', 'Target ID', 'Note', 'Before', 'After'],
    () => countAuditExport(db, where),
    {
      read: (cursor, limit) => auditExportBatch(db, where, cursor, limit),
      cells: async (rows) =>
        rows.map((row) => [
          londonDateTime(row.createdAt),
          // The trail outlives an admin's account (actor set null): the row stays, unnamed.
          [row.actorFirstName, row.actorLastName].filter(Boolean).join(' '),
          row.actorEmail ?? '',
          row.actorId ?? '',
          row.action,
          row.targetType,
          row.targetId,
          row.note ?? '',
          json(row.before),
          json(row.after),
        ]),
    },
  );
}

function isExportKind(kind: string): kind is ExportKind {
  return (EXPORT_KINDS as readonly string[]).includes(kind);
}

/** The admin's CSV exports (decision 024): streamed from the database, filtered as the kind's tab. */
export function createExportsService({ db, clock }: AppContext) {
  /** The kind's source with its filters checked: called before any byte is sent, so bad input is a 4xx. */
  function sourceOf(kind: string, filters: ExportFilters): { kind: ExportKind; source: ExportSource } {
    if (!isExportKind(kind)) throw new AppError('NOT_FOUND', exportMessages.unknownKind);
    const now = clock();
    const made = kind === 'users' ? usersSource(db, filters, now) : kind === 'merchants' ? merchantsSource(db, filters) : kind === 'bookings' ? bookingsSource(db, filters) : auditSource(db, filters);
    return { kind, source: made };
  }

  return {
    async count(kind: string, filters: ExportFilters): Promise<number> {
      return sourceOf(kind, filters).source.count();
    },

    /**
     * The file's name and its text as an async sequence of chunks: the header line, then one chunk per batch.
     * Nothing is read from the database until the first chunk is asked for, and each next batch only when the
     * previous one has been taken (the reply's backpressure), so memory holds a batch or two, whatever the total.
     */
    open(kind: string, filters: ExportFilters, batchSize = EXPORT_BATCH_SIZE): { fileName: string; chunks: AsyncGenerator<string> } {
      const { kind: known, source: from } = sourceOf(kind, filters);
      async function* chunks(): AsyncGenerator<string> {
        yield CSV_BYTE_ORDER_MARK + csvLine(from.header);
        for await (const rows of from.batches(batchSize)) yield rows.map(csvLine).join('');
      }
      return { fileName: exportFileName(known, clock()), chunks: chunks() };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
