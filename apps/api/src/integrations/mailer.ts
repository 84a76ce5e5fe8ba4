import nodemailer from 'nodemailer';
import type { OutboxRow } from '../modules/mail/outbox.repository';

/** Delivers one mail from the outbox. Without SMTP_URL there is no transport and mail stays in the outbox. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
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
