import { formatPenceAsMoney, poundsToPence } from './money';

/** One field an admin action changed, as the audit trail shows it: values written out for people. */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface AuditSummary {
  changes: AuditChange[];
  /** "Status: pending_review → approved; Amount: £7.50". Empty when nothing is recorded. */
  summary: string;
  /** The action's money, in pounds, when it has one: its `amount` field, else its first money field (a refund's card refund); else null. */
  amount: number | null;
}

/**
 * Fields holding money. The trail stores money in pounds (as the API shows it, e.g. user.grant_credit's
 * `amount: 7.5`), except a field named `…_pence`, which holds pence.
 */
const MONEY_FIELD = /(^|_)(amount|price|balance|refund|fee|payout|paid|kept|credit|credits)(_|$)/;
const PENCE_FIELD = /_pence$/;

export function isMoneyField(field: string): boolean {
  return PENCE_FIELD.test(field) || MONEY_FIELD.test(field);
}

/** "approval_status" → "Approval status"; a `_pence` field reads as its money ("card_refund_pence" → "Card refund"). */
export function fieldLabel(field: string): string {
  const words = field.replace(PENCE_FIELD, '').replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_LENGTH = 120;

function clip(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function moneyPence(field: string, value: number): number {
  return PENCE_FIELD.test(field) ? Math.round(value) : poundsToPence(value);
}

/** A stored value as words: money as "£7.50", yes/no, lists and objects flattened. */
export function formatAuditValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return isMoneyField(field) ? formatPenceAsMoney(moneyPence(field, value)) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return clip(value);
  if (Array.isArray(value)) return clip(value.map((item) => formatAuditValue(field, item) ?? '').join(', '));
  if (typeof value === 'object') {
    return clip(
      Object.entries(value as Record<string, unknown>)
        .map(([key, inner]) => `${fieldLabel(key)}: ${formatAuditValue(key, inner) ?? 'none'}`)
        .join(', '),
    );
  }
  return clip(String(value));
}

/**
 * What an admin action changed, from the before/after it recorded (audit.service.ts): every field whose value
 * differs (or appears on one side only), an `amount` first, then in the order recorded, money in pounds.
 */
export function summarizeAuditChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditSummary {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  let amount: number | null = null;
  // An `amount` field is the action's money whatever else moved (a payout's balance before and after).
  const main = fields.includes('amount') ? ['amount', ...fields.filter((field) => field !== 'amount')] : fields;
  for (const field of main) {
    const old = before?.[field];
    const next = after?.[field];
    if (before && after && field in before && field in after && JSON.stringify(old) === JSON.stringify(next)) continue;
    changes.push({ field, label: fieldLabel(field), before: formatAuditValue(field, old), after: formatAuditValue(field, next) });
    const money = typeof next === 'number' ? next : typeof old === 'number' ? old : null;
    if (amount === null && money !== null && Number.isFinite(money) && isMoneyField(field)) amount = moneyPence(field, money) / 100;
  }
  const summary = changes
    .map(({ label, before: was, after: now }) => {
      if (was !== null && now !== null) return `${label}: ${was} → ${now}`;
      if (now !== null) return `${label}: ${now}`;
      return was === null ? `${label}: none` : `${label}: was ${was}`;
    })
    .join('; ');
  return { changes, summary, amount };
}
