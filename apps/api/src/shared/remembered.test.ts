import { describe, expect, it } from 'vitest';
import { createRemembered, rememberedOrRead } from './remembered';

describe('remembered values', () => {
  it('are forgotten at their moment, and the least recently used go first past the most', () => {
    const remembered = createRemembered<string>(4);
    remembered.set('a', 'A', 1_000);
    expect(remembered.get('a', 999)).toBe('A');
    expect(remembered.get('a', 1_000)).toBeUndefined();
    for (const key of ['a', 'b', 'c', 'd']) remembered.set(key, key.toUpperCase());
    // 'a', the oldest, is asked for: 'b' is now the least recently used, and goes when 'e' comes.
    expect(remembered.get('a', 0)).toBe('A');
    remembered.set('e', 'E');
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => remembered.get(key, 0))).toEqual(['A', undefined, 'C', 'D', 'E']);
  });

  it('keep a value placed lately and used again over those placed before it', () => {
    const remembered = createRemembered<string>(4);
    for (const key of ['a', 'b', 'c', 'd']) remembered.set(key, key.toUpperCase());
    // 'd' was placed last and is asked for again: it outlives 'a', 'b' and 'c'.
    expect(remembered.get('d', 0)).toBe('D');
    for (const key of ['e', 'f', 'g']) remembered.set(key, key.toUpperCase());
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => remembered.get(key, 0))).toEqual([undefined, undefined, undefined, 'D', 'E', 'F', 'G']);
  });

  it('read only what is not remembered, in one go, and leave out what the read does not find', async () => {
    const remembered = createRemembered<number>(10);
    const reads: string[][] = [];
    const read = async (unread: string[]) => {
      reads.push(unread);
      return new Map(unread.filter((id) => id !== 'gone').map((id) => [id, { value: id.length, until: 100 }]));
    };
    const options = { now: 0, idOf: (id: string) => id, keyOf: (id: string) => `key:${id}`, read };
    expect(await rememberedOrRead(remembered, ['one', 'three', 'gone'], options)).toEqual(new Map([['one', 3], ['three', 5]]));
    expect(await rememberedOrRead(remembered, ['one', 'four'], options)).toEqual(new Map([['one', 3], ['four', 4]]));
    expect(await rememberedOrRead(remembered, ['one'], { ...options, now: 100 })).toEqual(new Map([['one', 3]]));
    expect(reads).toEqual([['one', 'three', 'gone'], ['four'], ['one']]);
  });
});
