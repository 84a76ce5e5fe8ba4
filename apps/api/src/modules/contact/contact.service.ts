import { adminDecisionLink } from '@lull/domain/admin-notices';
import type { ContactPayload } from '@lull/domain/validation/contact';
import type { AppContext } from '../../shared/app-context';
import { addDays } from '../../shared/clock';
import { enqueueMail } from '../mail/mail.service';
import { contactForTeamMail } from '../mail/templates/contact-for-team';
import { contactReceivedMail } from '../mail/templates/contact-received';
import { tellAdministrators } from '../users';
import { countMessagesFrom, insertContactMessage } from './contact.repository';

/**
 * Anyone can type any address into the form, so acknowledgements to one address are capped per day (the
 * route's limit is per sender's network address): Lull cannot be used to flood someone's inbox.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 5;

export function createContactService({ db, clock, config }: AppContext) {
  return {
    /**
     * Stores the message for the admin's contact tab (with the account when signed in) and, in the same
     * transaction, queues the acknowledgement to the sender. email_sent records whether one was queued;
     * acknowledgement_mail_id names it, so its delivery can be read from the outbox.
     */
    async submit(input: ContactPayload, userId: string | null): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const recent = await countMessagesFrom(tx, input.email, addDays(now, -1));
        const acknowledge = recent < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
        // The message keeps its acknowledgement's outbox id: the admin's Email Sent/Failed is that mail's real state.
        const acknowledgementMailId = acknowledge
          ? await enqueueMail(tx, { to: input.email, ...contactReceivedMail({ name: input.name, message: input.message }) })
          : null;
        const messageId = await insertContactMessage(tx, {
          userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          emailSent: acknowledge,
          acknowledgementMailId,
          createdAt: now,
        });
        // The team hears of it (decision 041): every admin's bell, opening the message, cleared once it is handled;
        // and a mail, under the same per-address cap as the acknowledgement, so the form cannot flood their inboxes.
        // Neither names the sender (contact-for-team.ts): the Contact tab does, until their account is deleted.
        const decision = { kind: 'contact_message', messageId } as const;
        const mail = contactForTeamMail({ message: input.message, contactUrl: `${config.publicUrl}${adminDecisionLink(decision)}` });
        const excerpt = input.message.replace(/\s+/g, ' ').trim();
        await tellAdministrators(
          tx,
          { type: 'contact_message', title: mail.subject, message: excerpt.length > 140 ? `${excerpt.slice(0, 139)}…` : excerpt, decision },
          acknowledge ? mail : undefined,
        );
      });
    },
  };
}
