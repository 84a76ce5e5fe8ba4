import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['Priya Shah', true],
    ['tab\tnew line\r\n and other controls \u0001\u001f\u007f\u0085', true],
    ['😀 a surrogate pair', true],
    ['\uFFFD\uFFFE\uFEFF\u200B\u202E', true],
    ['𝕷𝖚𝖑𝖑 e\u0301', true],
    ['\u0000', false],
    ['a\u0000b', false],
    ['end\u0000', false],
    ['\uD800', false],
    ['a\uDBFFb', false],
    ['high at the end \uD83D', false],
    ['\uDFFF low first', false],
    ['pair reversed \uDE00\uD83D', false],
    ['😀\uDE00', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('agrees with String.prototype.isWellFormed, less NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const wellFormed = (text as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isStorableText(text)).toBe(wellFormed && !text.includes('\u0000'));
      }),
    );
  });

  it('is true of every string of whole characters without NUL', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => isStorableText(text.replaceAll('\u0000', ''))));
  });
});

describe('findUnstorableText', () => {
  it('finds nothing in storable values of every kind', () => {
    expect(findUnstorableText({ name: 'Gel', notes: '', price: 12.5, tags: ['a', 'b'], nested: { ok: true, none: null } })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
    expect(findUnstorableText(Uint8Array.from([0, 0xd8, 0]))).toBeNull();
  });

  it('names the field as the API names fields', () => {
    expect(findUnstorableText({ first_name: 'Pri\u0000ya' })).toBe('first_name');
    expect(findUnstorableText({ items: [{ name: 'ok' }, { name: '\uD800' }] })).toBe('items.1.name');
    expect(findUnstorableText('a\u0000')).toBe('');
    expect(findUnstorableText({ q: ['fine', 'x\u0000'] })).toBe('q.1');
    expect(findUnstorableText({ search: 'a\u0000b' }, 'query')).toBe('query.search');
  });

  it('checks keys too, and shows a bad key without its bad character', () => {
    expect(findUnstorableText({ 'a\u0000b': 'value' })).toBe('a\uFFFDb');
    expect(findUnstorableText({ filters: { '\uDC00': 1 } })).toBe('filters.\uFFFD');
  });

  it('walks a value nested deeper than the stack, and survives a cycle', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array.from({ length: 20_000 }, () => '0').join('.'));
    const cycle: Record<string, unknown> = { name: 'ok' };
    cycle.self = cycle;
    expect(findUnstorableText(cycle)).toBeNull();
  });

  it('finds NUL or a lone surrogate wherever it is put in a JSON value', () => {
    const bad = fc.constantFrom('\u0000', '\uD800', '\uDFFF');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), bad, fc.nat(), (value, character, seed) => {
        // Put the character into one string of the value (or make the value that string).
        const strings: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
        const walk = (node: unknown) => {
          if (Array.isArray(node)) node.forEach((item, index) => (typeof item === 'string' ? strings.push({ holder: node, key: index }) : walk(item)));
          else if (typeof node === 'object' && node !== null) Object.entries(node).forEach(([key, item]) => (typeof item === 'string' ? strings.push({ holder: node as Record<string, unknown>, key }) : walk(item)));
        };
        const copy = JSON.parse(JSON.stringify(value)) as unknown;
        walk(copy);
        const target = strings[seed % Math.max(strings.length, 1)];
        if (!target) return findUnstorableText(character) === '';
        (target.holder as Record<string | number, unknown>)[target.key] = `x${character}y`;
        return findUnstorableText(copy) !== null && findUnstorableText(value) === null;
      }),
    );
  });
});
