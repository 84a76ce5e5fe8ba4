import nodemailer from 'nodemailer';

/**
 * One mail as a transport sends it. The transport is the mail module's port: the module hands it an outbox row,
 * which has these fields, and the mailer knows nothing of the outbox (decision 043).
 */
export interface OutgoingMail {
  /** The outbox row's id: the Message-ID is built from it, the same on every attempt. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Delivers one mail from the outbox. Without SMTP_URL there is no transport and mail stays in the outbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
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
