import { recordedTargetName, summarizeAuditChange } from '@lull/domain/audit-summary';
import type { AdminAuditPage, adminAuditQuerySchema } from '@lull/domain/contracts/admin-audit';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import { PERSON_NOT_FOUND } from '@lull/domain/contracts/admin-person';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { auditedUserExists, listAdminActionsPage, targetLabels } from './audit.repository';

type ListQuery = z.output<typeof adminAuditQuerySchema>;

/** The admin's Audit trail tab (decision 019): every admin action, who did it, when, and what it changed. */
export function createAuditAdminService({ db }: AppContext) {
  async function page(query: ListQuery, aboutUserId?: string): Promise<AdminAuditPage> {
      const { rows, total } = await listAdminActionsPage(db, { filter: { q: query.q, action: query.action, aboutUserId }, limit: query.page_size, offset: pageOffset(query) });
      const labels = await targetLabels(
        db,
        rows.map(({ action }) => ({ type: action.targetType, id: action.targetId })),
      );
      const items = rows.map(({ action, actorFirstName, actorLastName, actorEmail }) => {
        const { changes, summary, amount } = summarizeAuditChange(action.before ?? null, action.after ?? null);
        return {
          id: action.id,
          created_at: action.createdAt.toISOString(),
          actor: action.actorUserId
            ? { id: action.actorUserId, name: [actorFirstName, actorLastName].filter((part) => part && part.trim() !== '').join(' ') || 'No name provided', email: actorEmail ?? '' }
            : null,
          action: action.action,
          target_type: action.targetType,
          target_id: action.targetId,
          // The name recorded with the action (decision 041), else the target's name today.
          target_label: recordedTargetName(action.before ?? null, action.after ?? null) ?? labels.get(`${action.targetType}:${action.targetId}`) ?? null,
          note: action.note,
          changes,
          summary,
          amount,
        };
      });
      return { items, total, page: query.page, page_size: query.page_size };
  }

  return {
    list: (query: ListQuery) => page(query),

    /**
     * GET /api/admin/users/{id}/audit: what admins did to one person, their account or their bookings (decision 056),
     * as the trail tells it.
     */
    async listAboutUser(userId: string, query: ListQuery): Promise<AdminAuditPage> {
      if (!(await auditedUserExists(db, userId))) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
      return page(query, userId);
    },
  };
}

/** The audit trail's filters as SQL, for the CSV export (modules/admin) to apply exactly what the table shows. */
export { adminAuditWhere, type AuditFilter } from './audit.repository';
