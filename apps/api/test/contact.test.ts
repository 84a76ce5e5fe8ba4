import { CONTACT_THANKS } from '@lull/domain/contracts/account';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/db/schema/messaging';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../src/modules/contact/contact.service';
import { createCustomers } from './support/booking-customers';
import { createTestApp, uniqueEmail, type TestApp } from './support/test-app';

const now = new Date('2026-06-10T07:00:00Z');
let t: TestApp;

// Each test writes from its own network address, so the per-address limit of one never reaches another.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

function send(payload: unknown, options: Partial<InjectOptions> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextAddress(), payload: payload as InjectOptions['payload'], ...options });
}

const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();
const storedFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

describe('Contact (POST /api/contact)', () => {
  it('stores a message from a visitor who is not signed in and acknowledges it by mail', async () => {
    const email = uniqueEmail('visitor');
    const response = await send({ name: 'Sam Visitor', email: email.toUpperCase(), phone: '+44 7700 900123', message: 'Do you have salons in Leeds?' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    expect(response.json().message).toBe("Thank you for contacting us! We'll get back to you within 24 hours.");

    const [stored, ...more] = await storedFrom(email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ userId: null, name: 'Sam Visitor', email, phone: '+44 7700 900123', message: 'Do you have salons in Leeds?', emailSent: true, manuallyHandled: false });
    expect(stored!.createdAt).toEqual(now);

    const [mail, ...others] = await outbox(email);
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Hi Sam Visitor,');
    expect(mail.text).toContain("We'll get back to you within 24 hours.");
    expect(mail.text).toContain('> Do you have salons in Leeds?');
  });

  it('links the message to the account of a signed-in sender', async () => {
    const [customer] = await createCustomers(t.db, 1, now);
    const response = await send({ name: 'Customer One', email: customer!.email, message: 'About my booking' }, { headers: { cookie: customer!.cookie } });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedFrom(customer!.email);
    expect(stored).toMatchObject({ userId: customer!.id, phone: '', message: 'About my booking' });
  });

  it('quotes the message back safely: no markup in the mail, nothing of it in the subject', async () => {
    const email = uniqueEmail('quote');
    const message = 'Hi <script>alert(1)</script>\n<a href="https://evil.example">claim</a> & "more"\r\nBcc: victim@example.com';
    expect((await send({ name: '<b>Eve</b>', email, message })).statusCode).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.subject).toBe('We received your message');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<a href="https://evil.example">');
    expect(mail!.html).not.toContain('<b>Eve</b>');
    expect(mail!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail!.text).toContain('> Hi <script>alert(1)</script>\n> <a href="https://evil.example">claim</a> & "more"\n> Bcc: victim@example.com');
    // The stored message is exactly what was sent; only the mail's rendering is escaped.
    const [stored] = await storedFrom(email);
    expect(stored!.message).toBe(message);
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields.'],
    [{ name: undefined }, 'name', 'Please fill in all required fields.'],
    [{ email: '  ' }, 'email', 'Please fill in all required fields.'],
    [{ message: '' }, 'message', 'Please fill in all required fields.'],
    [{ message: null }, 'message', 'Please fill in all required fields.'],
    [{ email: 'sam@example' }, 'email', 'Please enter a valid email address'],
    [{ phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    [{ name: 'N'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
  ])('refuses %j with its message and stores nothing', async (change, field, message) => {
    const email = uniqueEmail('invalid');
    const response = await send({ name: 'Sam', email, message: 'Hello', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields[field]).toBe(message);
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('answers malformed JSON and a form post with readable 4xx errors', async () => {
    const malformed = await send('{"name": ', { headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const form = await send('name=Sam', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a cross-site post', async () => {
    const response = await send({ name: 'Sam', email: uniqueEmail(), message: 'Hello' }, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it('takes five messages an hour from one address, then answers with the app’s 429; others are not held back', async () => {
    const address = nextAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await send({ name: 'Sam', email: uniqueEmail('limit'), message: `Message ${index}` }, { remoteAddress: address })).statusCode).toBe(201);
    }
    const email = uniqueEmail('limit');
    const limited = await send({ name: 'Sam', email, message: 'One too many' }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(await storedFrom(email)).toHaveLength(0);
    expect((await send({ name: 'Sam', email, message: 'From elsewhere' })).statusCode).toBe(201);
  });

  it('does not count a refused form towards the limit', async () => {
    const address = nextAddress();
    for (let index = 0; index < 6; index += 1) {
      expect((await send({ name: '', email: uniqueEmail(), message: 'Hello' }, { remoteAddress: address })).statusCode).toBe(400);
    }
    expect((await send({ name: 'Sam', email: uniqueEmail(), message: 'Hello' }, { remoteAddress: address })).statusCode).toBe(201);
  });

  it('keeps every message but acknowledges one address a limited number of times a day, whoever sends', async () => {
    const email = uniqueEmail('target');
    for (let index = 0; index <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY; index += 1) {
      expect((await send({ name: 'Sender', email, message: `Message ${index}` })).statusCode).toBe(201);
    }
    const stored = await storedFrom(email);
    expect(stored).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1);
    expect(stored.filter((message) => message.emailSent)).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    expect(await outbox(email)).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
  });
});
