import { describe, expect, it } from 'vitest';
import { createRemembered, rememberedOrRead } from './remembered';

describe('remembered values', () => {
  it('are forgotten at their moment, and the least recently used go first past the most', () => {
    const remembered = createRemembered<string>(2);
    remembered.set('a', 'A', 1_000);
    remembered.set('b', 'B');
    expect(remembered.get('a', 999)).toBe('A');
    expect(remembered.get('a', 1_000)).toBeUndefined();
    remembered.set('a', 'A');
    expect(remembered.get('b', 0)).toBe('B');
    remembered.set('c', 'C');
    // 'a' was used least recently ('b' was just asked for).
    expect([remembered.get('a', 0), remembered.get('b', 0), remembered.get('c', 0)]).toEqual([undefined, 'B', 'C']);
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
