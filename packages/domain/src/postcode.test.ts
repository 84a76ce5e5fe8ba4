import { describe, expect, it } from 'vitest';
import { formatPostcode, normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    // Full postcodes, any case and spacing, every outward shape.
    ['E8 3PH', { outward: 'E8', inward: '3PH' }],
    ['e83ph', { outward: 'E8', inward: '3PH' }],
    [' sw1a 1aa ', { outward: 'SW1A', inward: '1AA' }],
    ['SW1A1AA', { outward: 'SW1A', inward: '1AA' }],
    ['  n1c   4ag', { outward: 'N1C', inward: '4AG' }],
    ['W1U 5HS', { outward: 'W1U', inward: '5HS' }], // A9A
    ['M1 1AE', { outward: 'M1', inward: '1AE' }], // A9
    ['b33 8th', { outward: 'B33', inward: '8TH' }], // A99
    ['CR2 6XH', { outward: 'CR2', inward: '6XH' }], // AA9
    ['DN55 1PT', { outward: 'DN55', inward: '1PT' }], // AA99
    ['EC1V\t9LT', { outward: 'EC1V', inward: '9LT' }], // AA9A, a tab for a space
    // Outward codes alone.
    ['E8', { outward: 'E8' }],
    ['sw1a', { outward: 'SW1A' }],
    [' NW3 ', { outward: 'NW3' }],
    ['se10', { outward: 'SE10' }],
    ['W1', { outward: 'W1' }],
  ])('%j → %j', (input, expected) => {
    expect(normalisePostcode(input)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    'E',
    '8',
    'E8 3P', // inward too short
    'E8 3PHX', // inward too long
    'E8 PH3', // inward must be 9AA
    'E8 33H',
    'EEE8 3PH', // three letters
    'E8AA 3PH', // outward too long
    '8E 3PH', // outward must start with a letter
    'SW1AB',
    'E8-3PH',
    'E8 3PH!',
    'hello world',
    'postcode E8 3PH', // extra words
    'E8 3PH E8 3PH',
  ])('%j → undefined', (input) => {
    expect(normalisePostcode(input)).toBeUndefined();
  });
});

describe('formatPostcode', () => {
  it.each([
    ['e83ph', 'E8 3PH'],
    [' sw1a 1aa ', 'SW1A 1AA'],
    ['e8', 'E8'],
    ['E8 3P', null],
    ['hello', null],
  ])('%j → %j', (input, expected) => {
    expect(formatPostcode(input)).toBe(expected);
  });
});
