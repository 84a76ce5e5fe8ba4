import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { createSmtpTransport } from '../src/integrations/mailer';
import { sendDueMail } from '../src/modules/mail/mail-worker';
import { enqueueMail } from '../src/modules/mail/mail.service';
import { listRecentMail } from '../src/modules/mail/outbox.repository';
import { openTestDatabase } from './support/test-database';

const silentLog = { warn: () => undefined, error: () => undefined } as never;
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let database: DatabaseHandle;

beforeAll(async () => {
  // A real SMTP server on loopback: the outbox worker talks to it exactly as it would to a provider.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  database = await openTestDatabase();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mail outbox', () => {
  it('delivers queued mail over SMTP once and records it as sent', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Lull <hello@lull.test>');
    await enqueueMail(database.db, {
      to: 'ana@example.com',
      subject: 'Your booking',
      text: 'See you soon',
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
    });

    expect(await sendDueMail(database.db, transport, () => new Date(), silentLog)).toBe(1);
    expect(await sendDueMail(database.db, transport, () => new Date(), silentLog)).toBe(0);
    transport.close();

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['ana@example.com']);
    expect(received[0]?.raw).toContain('Subject: Your booking');
    expect(received[0]?.raw).toContain('booking.ics');
    const [row] = await listRecentMail(database.db, 1, 'ana@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps mail it could not deliver and retries it later', async () => {
    const unreachable = createSmtpTransport('smtp://127.0.0.1:1', 'Lull <hello@lull.test>');
    await enqueueMail(database.db, { to: 'ben@example.com', subject: 'Hello', text: 'Hi' });
    // A second ahead: the database stamps availableAt in microseconds, the JavaScript clock in milliseconds.
    const now = new Date(Date.now() + 1000);
    expect(await sendDueMail(database.db, unreachable, () => now, silentLog)).toBe(0);
    unreachable.close();
    const [row] = await listRecentMail(database.db, 1, 'ben@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.availableAt.getTime()).toBeGreaterThan(now.getTime());
    expect(row!.lastError).toMatch(/\S/);
  });

  it('sends each message once when several workers drain the outbox at the same time', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Lull <hello@lull.test>');
    const recipients = Array.from({ length: 6 }, (_, index) => `guest${index}@example.com`);
    for (const to of recipients) await enqueueMail(database.db, { to, subject: 'Hi', text: 'Hi' });
    const before = received.length;
    const sent = await Promise.all([1, 2, 3].map(() => sendDueMail(database.db, transport, () => new Date(), silentLog)));
    transport.close();
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(received.slice(before).flatMap((mail) => mail.to).sort()).toEqual(recipients.sort());
  });
});
