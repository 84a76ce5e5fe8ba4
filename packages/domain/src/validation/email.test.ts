import { describe, expect, it } from 'vitest';
import { checkEmailAddress, emailAddress, isEmailAddress, normaliseEmail } from './email';
import { collectErrors } from './form-errors';

describe('checkEmailAddress (registration modal rule)', () => {
  it.each([
    ['refuses an empty email', '', 'email address required'],
    ['refuses an email of spaces only', '   ', 'email address required'],
    ['refuses an email without @', 'jane.example.com', 'email address incomplete'],
    ['refuses a domain without a dot', 'jane@example', 'domain incomplete'],
    ['refuses fewer than 2 characters after the dot', 'jane@example.c', 'domain incomplete'],
    ['refuses a domain ending in a dot', 'jane@example.', 'domain incomplete'],
  ])('%s', (_name, input, message) => {
    expect(checkEmailAddress(input)).toBe(message);
  });

  it.each(['jane@example.com', ' Jane.Doe@Example.CO.UK ', 'a@b.io'])('accepts %j', (input) => {
    expect(checkEmailAddress(input)).toBeNull();
  });
});

describe('normaliseEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('emailAddress schema', () => {
  const messageOf = (input: unknown) => {
    const result = emailAddress.safeParse(input);
    return result.success ? null : collectErrors(result.error).error;
  };

  it.each([
    ['refuses an empty email', '', 'email address required'],
    ['refuses a missing email', undefined, 'email address required'],
    ['refuses an email without @', 'jane.example.com', 'email address incomplete'],
    ['refuses a domain without a dot', 'jane@example', 'domain incomplete'],
    ['refuses fewer than 2 characters after the dot', 'jane@example.c', 'domain incomplete'],
    ['refuses an email with nothing before @', '@example.com', 'email address incomplete'],
    ['refuses an email with two @', 'jane@doe@example.com', 'email address incomplete'],
    ['refuses an email with a space inside', 'jane doe@example.com', 'email address incomplete'],
    ['refuses an empty domain label', 'jane@.example.com', 'domain incomplete'],
    ['refuses a double dot in the domain', 'jane@example..com', 'domain incomplete'],
    ['refuses an email longer than 254 characters', `${'a'.repeat(250)}@example.com`, 'email address too long'],
  ])('%s', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts an address and stores it trimmed and lowercased', () => {
    expect(emailAddress.parse('  Jane.Doe+lull@Example.COM ')).toBe('jane.doe+lull@example.com');
    expect(isEmailAddress('jane@example.com')).toBe(true);
    expect(isEmailAddress('jane@example')).toBe(false);
  });
});
