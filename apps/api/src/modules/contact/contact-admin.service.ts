import type { ContactSubmission, ContactSubmissionsPage, contactSubmissionsQuerySchema } from '@lull/domain/contracts/admin-contact';
import { awaitedDecision } from '@lull/domain/admin-notices';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { recordAdminAction } from '../audit/audit.service';
import { settleNotificationsAwaiting } from '../notifications/notifications.service';
import { contactMessageExists, listContactSubmissions, markHandledOnce, type ContactSubmissionRow } from './contact-admin.repository';

export const contactAdminMessages = {
  notFound: 'Contact submission not found.',
  alreadyHandled: 'This submission has already been marked as handled.',
};

function toSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    submitted_at: row.createdAt.toISOString(),
    email_sent: row.state === 'sent',
    email_status: row.state,
    manually_handled: row.manuallyHandled,
    handled_at: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

/** The admin's Contact tab (admin spec §2.2): the submissions and Mark as Handled. */
export function createContactAdminService({ db, clock }: AppContext) {
  return {
    async list(query: z.output<typeof contactSubmissionsQuerySchema>): Promise<ContactSubmissionsPage> {
      const { rows, total } = await listContactSubmissions(db, { q: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
      return { submissions: rows.map(toSubmission), total, page: query.page, page_size: query.page_size };
    },

    async markHandled(actor: Authenticated, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await markHandledOnce(tx, id, clock()))) {
          throw (await contactMessageExists(tx, id)) ? new AppError('CONFLICT', contactAdminMessages.alreadyHandled) : new AppError('NOT_FOUND', contactAdminMessages.notFound);
        }
        await settleNotificationsAwaiting(tx, awaitedDecision({ kind: 'contact_message', id }));
        await recordAdminAction(tx, actor, { action: 'contact_message.handle', targetType: 'contact_message', targetId: id, before: { manually_handled: false }, after: { manually_handled: true } });
      });
    },
  };
}
