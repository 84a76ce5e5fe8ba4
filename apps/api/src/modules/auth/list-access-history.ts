import { PERSON_NOT_FOUND, type PersonAccessPage, type personSignInsQuerySchema } from '@lull/domain/contracts/admin-person';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { findUserById } from '../users';
import { listAccessHistoryPage } from './auth.repository';

const ACCESS_KINDS = ['signed_in', 'refused_disabled', 'disabled', 'enabled'] as const;
const METHODS = ['password', 'google', 'sign_up'] as const;
const known = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);

/**
 * GET /api/admin/users/{id}/sign-ins: a person's access history as support reads it (decision 056): each sign-in
 * (and each refused because the account was disabled) and each time an admin disabled or enabled the account.
 */
export async function listAccessHistory({ db }: AppContext, userId: string, query: z.output<typeof personSignInsQuerySchema>): Promise<PersonAccessPage> {
  if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const { rows, total } = await listAccessHistoryPage(db, userId, { limit: query.page_size, offset: pageOffset(query) });
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      kind: known(ACCESS_KINDS, row.kind) ?? 'signed_in',
      method: known(METHODS, row.method),
      user_agent: row.user_agent,
      admin_name: row.admin_first_name === null ? null : [row.admin_first_name, row.admin_last_name].filter((part) => part && part.trim() !== '').join(' ') || 'No name provided',
      note: row.note,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
