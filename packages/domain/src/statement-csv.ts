import type { Statement } from './contracts/payouts';
import { CSV_BYTE_ORDER_MARK, csvLine } from './csv';
import { type IsoDate, londonDateOf, londonTimeOf } from './london-time';
import type { LedgerEntryType } from './statements';

const ENTRY_KINDS: Record<LedgerEntryType, string> = { booking_settled: 'Booking', payout: 'Payout', adjustment: 'Adjustment' };

/** `statement-{from}-to-{to}.csv`. */
export function statementFileName(from: IsoDate, to: IsoDate): string {
  return `statement-${from}-to-${to}.csv`;
}

/**
 * A statement as CSV for a salon's accountant: the opening balance, one row per entry (dated and timed in London,
 * with its booking's figures and its payout's reference) with the balance after it, and the closing balance. Money
 * is written as numbers in pounds, so a spreadsheet adds them up (and a minus sign is never taken for a formula).
 */
export function statementCsv(statement: Statement): string {
  const rows = [
    CSV_BYTE_ORDER_MARK +
      csvLine(['Date', 'Time', 'Type', 'Description', 'Treatment', 'Appointment', 'Price', 'Discount', 'Processing fee', 'Amount', 'Payout reference', 'Balance']),
    csvLine([statement.from, '', 'Opening balance', '', '', '', '', '', '', '', '', statement.opening_balance]),
    ...statement.lines.map((line) => {
      const at = new Date(line.created_at);
      return csvLine([
        londonDateOf(at),
        londonTimeOf(at),
        ENTRY_KINDS[line.type],
        line.description,
        line.service_name,
        line.booking_date ? `${line.booking_date} ${line.booking_time ?? ''}`.trim() : null,
        line.price,
        line.discount,
        line.processing_fee,
        line.amount,
        line.payout_reference,
        line.balance,
      ]);
    }),
    csvLine([statement.to, '', 'Closing balance', '', '', '', '', '', '', '', '', statement.closing_balance]),
  ];
  return rows.join('');
}
