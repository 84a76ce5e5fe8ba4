import { describe, expect, it } from 'vitest';

import { formatPhone, telHref } from './format';

describe('formatPhone', () => {
  it.each([
    ['+44 2079460101', '020 7946 0101'],
    ['+44 7700900123', '07700 900123'],
    ['+44 7700 900456', '07700 900456'],
    ['+44 07700-900456', '07700 900456'],
    ['+33 612345678', '+33 612345678'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('dials the digits', () => {
    expect(telHref('+44 7700 900456')).toBe('tel:+447700900456');
  });
});
