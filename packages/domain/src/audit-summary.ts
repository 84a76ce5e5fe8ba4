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
/** Lengths in minutes: "45 min". */
const MINUTES_FIELD = /^(duration|duration_minutes)$/;

/**
 * A recorded field naming the action's target as it was then ("Gel Manicure (Velvet Hour Studio)"), so the row
 * still says what it acted on after the target is renamed or deleted (decision 041). It is the row's name, never
 * one of its changes.
 */
export const AUDIT_TARGET_NAME = 'target_name';

/** A service as the trail names it: its name and its business, the way the live lookup of a target writes it too. */
export function serviceAuditName(serviceName: string, businessName: string): string {
  return `${serviceName} (${businessName})`;
}

/** The name recorded with the action (AUDIT_TARGET_NAME), after the change first, else before it; null when none was. */
export function recordedTargetName(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string | null {
  const name = after?.[AUDIT_TARGET_NAME] ?? before?.[AUDIT_TARGET_NAME];
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * An edit's audit row: only the fields whose values differ, each side holding its own value, so the trail lists
 * "Price: £30.00 → £25.00" rather than every field the record has.
 */
export function changedAuditFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

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
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (isMoneyField(field)) return formatPenceAsMoney(moneyPence(field, value));
    return MINUTES_FIELD.test(field) ? `${value} min` : String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim() === '' ? null : clip(value);
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
 * differs (or appears on one side only), an `amount` first, then in the order recorded, money in pounds. The
 * recorded target name is not a change.
 */
export function summarizeAuditChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditSummary {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => field !== AUDIT_TARGET_NAME);
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
    .map(({ field, label, before: was, after: now }) => {
      if (was !== null && now !== null) return `${label}: ${was} → ${now}`;
      // An edit that cleared a field: both sides recorded it.
      if (was !== null && before && after && field in before && field in after) return `${label}: ${was} → none`;
      if (now !== null) return `${label}: ${now}`;
      return was === null ? `${label}: none` : `${label}: was ${was}`;
    })
    .join('; ');
  return { changes, summary, amount };
}

/** What an edit proposed, in the summary's words ("Price: £30.00 → £25.00; Duration: 30 min → 45 min"): kept with a declined edit. */
export function describeProposedChanges(current: Record<string, unknown>, proposed: Record<string, unknown>): string {
  const changed = changedAuditFields(current, proposed);
  return summarizeAuditChange(changed.before, changed.after).summary;
}
