import { PERSON_NOT_FOUND, type PersonCreditHistoryPage, type personCreditHistoryQuerySchema } from '@lull/domain/contracts/admin-person';
import { pageOffset } from '@lull/domain/contracts/paging';
import { penceToPounds } from '@lull/domain/money';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { creditHolderExists, listCreditEntriesPage } from './credits.repository';
import { spendableCreditPence } from './credits.service';

/**
 * GET /api/admin/users/{id}/credit-history: a person's credit ledger as support reads it (decision 056), every grant,
 * spend, refund and expiry newest first, each with the balance after it, all summed by the database from the ledger.
 */
export async function listCreditHistory({ db, clock }: AppContext, userId: string, query: z.output<typeof personCreditHistoryQuerySchema>): Promise<PersonCreditHistoryPage> {
  if (!(await creditHolderExists(db, userId))) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const [{ rows, total, ledgerPence }, spendable] = await Promise.all([
    listCreditEntriesPage(db, userId, { q: query.q, limit: query.page_size, offset: pageOffset(query) }),
    spendableCreditPence(db, userId, clock()),
  ]);
  return {
    items: rows.map((entry) => ({
      id: entry.id,
      type: entry.type,
      amount: penceToPounds(entry.amountPence),
      description: entry.description,
      created_at: entry.createdAt.toISOString(),
      expires_at: entry.amountPence > 0 && entry.expiresAt ? entry.expiresAt.toISOString() : null,
      balance_after: penceToPounds(entry.balanceAfterPence),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    spendable_balance: penceToPounds(spendable),
    ledger_balance: penceToPounds(ledgerPence),
  };
}
