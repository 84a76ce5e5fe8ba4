import type { AdminUser, AdminUserDetail, AdminUsersPage, AdminUsersQuery, GrantCreditResult } from '@lull/domain/contracts/admin-users';
import type { adminUsersQuerySchema } from '@lull/domain/contracts/admin-users';
import type { GrantCreditPayload } from '@lull/domain/validation/grant-credit';
import { creditExpiryFrom } from '@lull/domain/credits';
import { CREDIT_LIFETIME_DAYS } from '@lull/domain/credits';
import { formatPenceAsMoney, penceToPounds, poundsToPence } from '@lull/domain/money';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { customerTotalsOf } from '../bookings';
import { grantCredit, spendableCreditPenceOf } from '../credits/credits.service';
import { notify } from '../notifications/notifications.service';
import { findMerchantContactPerson, listUsersPage, lockActiveAdmins, setApprovedFrom } from './users-admin.repository';
import { findUserById, lockLiveUser, type UserRow } from '../users';
import { deleteUserSessions } from '../auth';

export const adminUserMessages = {
  notFound: 'User not found.',
  alreadyDisabled: 'This user is already disabled.',
  alreadyActive: 'This user is already active.',
  notSelf: 'You cannot disable your own account.',
  notSelfCredit: 'You cannot grant credit to your own account.',
  lastAdmin: 'You cannot disable the last active admin.',
};

type ListQuery = z.output<typeof adminUsersQuerySchema>;

/** The admin's Users tab (admin spec §2.2): the list, a profile, Disable, Enable and Grant Credit. */
export function createUsersAdminService({ db, clock }: AppContext) {
  /** Balances and booking totals for a page of users: two grouped queries for the page, never one per row. */
  async function withFigures(db: Database, rows: UserRow[], now: Date): Promise<AdminUser[]> {
    const ids = rows.map((row) => row.id);
    const [credit, totals] = await Promise.all([spendableCreditPenceOf(db, ids, now), customerTotalsOf(db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email ?? '',
      phone: row.phone,
      city: row.city,
      role: row.role,
      is_approved: row.isApproved,
      credit_balance: penceToPounds(credit.get(row.id) ?? 0),
      total_bookings: totals.get(row.id)?.bookings ?? 0,
      total_spent: penceToPounds(totals.get(row.id)?.spentPence ?? 0),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function detail(userId: string): Promise<AdminUserDetail> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('NOT_FOUND', adminUserMessages.notFound);
    const [[figures], contactPerson] = await Promise.all([withFigures(db, [user], clock()), findMerchantContactPerson(db, userId)]);
    return {
      ...figures!,
      referral_code: user.referralCode,
      gdpr_consent: user.gdprConsent,
      marketing_consent: user.marketingConsent,
      merchant_contact_person: contactPerson,
    };
  }

  return {
    async list(query: ListQuery): Promise<AdminUsersPage> {
      const { rows, total } = await listUsersPage(db, { q: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
      return { items: await withFigures(db, rows, clock()), total, page: query.page, page_size: query.page_size };
    },

    detail,

    /**
     * Disable: the account can no longer sign in and every session it has ends in the same transaction (a live
     * session also stops at its next request: the session lookup requires an active account). An admin cannot
     * disable themselves or the last active admin.
     */
    async setActive(actor: Authenticated, userId: string, active: boolean): Promise<AdminUserDetail> {
      const now = clock();
      await db.transaction(async (tx) => {
        const activeAdmins = await lockActiveAdmins(tx);
        const user = await lockLiveUser(tx, userId);
        if (!user) throw new AppError('NOT_FOUND', adminUserMessages.notFound);
        if (!active && user.id === actor.user.id) throw new AppError('CONFLICT', adminUserMessages.notSelf);
        if (user.isApproved === active) throw new AppError('CONFLICT', active ? adminUserMessages.alreadyActive : adminUserMessages.alreadyDisabled);
        if (!active && user.role === 'admin' && activeAdmins.filter((id) => id !== user.id).length === 0) {
          throw new AppError('CONFLICT', adminUserMessages.lastAdmin);
        }
        if (!(await setApprovedFrom(tx, user.id, active, now))) {
          throw new AppError('CONFLICT', active ? adminUserMessages.alreadyActive : adminUserMessages.alreadyDisabled);
        }
        if (!active) await deleteUserSessions(tx, user.id);
        await recordAdminAction(tx, actor, {
          action: active ? 'user.enable' : 'user.disable',
          targetType: 'user',
          targetId: user.id,
          before: { is_approved: !active },
          after: { is_approved: active },
        });
      });
      return detail(userId);
    },

    /**
     * A goodwill grant on the credit ledger (type bonus), expiring 30 days after award like any other, and a bell
     * notice. Never to the admin's own account: credit is money, and nobody grants it to themselves.
     */
    async grantCredit(actor: Authenticated, userId: string, input: GrantCreditPayload): Promise<GrantCreditResult> {
      const now = clock();
      const pence = poundsToPence(input.amount);
      const amount = formatPenceAsMoney(pence);
      await db.transaction(async (tx) => {
        const user = await lockLiveUser(tx, userId);
        if (!user) throw new AppError('NOT_FOUND', adminUserMessages.notFound);
        if (user.id === actor.user.id) throw new AppError('CONFLICT', adminUserMessages.notSelfCredit);
        await grantCredit(tx, user.id, 'bonus', pence, { type: 'admin_grant', id: actor.user.id, description: `Credit from the Lull team: ${input.reason}` }, now);
        await notify(tx, {
          userId: user.id,
          type: 'credit_granted',
          title: `${amount} credit added`,
          message: `The Lull team has added ${amount} of credit to your account (${input.reason}). It's yours to spend on any booking in the next ${CREDIT_LIFETIME_DAYS} days.`,
        });
        await recordAdminAction(tx, actor, { action: 'user.grant_credit', targetType: 'user', targetId: user.id, after: { amount: penceToPounds(pence) }, note: input.reason });
      });
      const balance = (await spendableCreditPenceOf(db, [userId], now)).get(userId) ?? 0;
      return { credit_balance: penceToPounds(balance), amount: penceToPounds(pence), expires_at: creditExpiryFrom(now).toISOString() };
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
export type { AdminUsersQuery };

/** The Users tab's search and filter, for the CSV export (admin module) to apply exactly as the list does. */
export { adminUsersWhere } from './users-admin.repository';
