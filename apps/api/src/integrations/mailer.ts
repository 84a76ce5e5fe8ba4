import nodemailer from 'nodemailer';
import type { OutboxRow } from '../modules/mail/outbox.repository';

/** Delivers one mail from the outbox. Without SMTP_URL there is no transport and mail stays in the outbox. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

/**
 * The Message-ID of an outbox row, the same on every attempt: a worker killed after the SMTP server took a mail
 * but before it was marked sent sends it again, and the receiving side can see it is the same message.
 */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'lull.invalid';
  return `<outbox.${outboxId}@${domain}>`;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        messageId: outboxMessageId(mail.id, from),
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
