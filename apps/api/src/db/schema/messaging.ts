import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    /** Where the web opens the thing it announces (decision 041): a path of the app, or null. */
    link: text(),
    /**
     * The decision an admin's notification waits for ('merchant:<id>', 'service:<id>', 'refund_request:<id>',
     * 'contact_message:<id>'): every admin's copy is marked read once it is made. Null for everything else.
     */
    awaits: text(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt), index('notifications_awaits_idx').on(t.awaits).where(sql`${t.awaits} is not null`)],
);

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every mail goes here first, in the same transaction as the change that caused it; a worker sends it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    status: mailStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    availableAt: timestamptz().notNull().defaultNow(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.availableAt), index('mail_outbox_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    message: text().notNull(),
    emailSent: boolean().notNull().default(false),
    // The acknowledgement mail in the outbox: its status is the real delivery state (Email Sent / Email Failed).
    acknowledgementMailId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
    manuallyHandled: boolean().notNull().default(false),
    handledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
