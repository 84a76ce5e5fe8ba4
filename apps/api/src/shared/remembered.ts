/**
 * Values remembered under a key, each until a moment (ms), `most` at most: past it the least recently used go first.
 * What is asked for at or after its moment is forgotten. Unlike `createTtlCache`, a list asks for many keys at once and
 * reads what it lacks in one go (`rememberedOrRead`).
 */
export function createRemembered<T>(most: number) {
  // In the order last used, roughly: a value is moved to the end only once it is in the older half (`placed` is when
  // it was last put there), which keeps a look-up to one read while the values read most stay in the newer half.
  const values = new Map<string, { value: T; until: number; placed: number }>();
  let placements = 0;
  return {
    get(key: string, now: number): T | undefined {
      const remembered = values.get(key);
      if (remembered === undefined) return undefined;
      if (now >= remembered.until) {
        values.delete(key);
        return undefined;
      }
      if (placements - remembered.placed > most / 2) {
        values.delete(key);
        remembered.placed = ++placements;
        values.set(key, remembered);
      }
      return remembered.value;
    },
    set(key: string, value: T, until = Number.POSITIVE_INFINITY) {
      values.delete(key);
      if (values.size >= most) values.delete(values.keys().next().value as string);
      values.set(key, { value, until, placed: ++placements });
    },
  };
}

export type Remembered<T> = ReturnType<typeof createRemembered<T>>;

/**
 * The values of `items` by id: those remembered under `keyOf(item)` reused, the rest read in one go by `read` (by id,
 * each with until when it holds) and remembered. An item `read` does not answer is left out.
 */
export async function rememberedOrRead<Item, T>(
  remembered: Remembered<T>,
  items: readonly Item[],
  options: {
    now: number;
    idOf: (item: Item) => string;
    keyOf: (item: Item) => string;
    read: (unread: Item[]) => Promise<Map<string, { value: T; until?: number }>>;
  },
): Promise<Map<string, T>> {
  const { now, idOf, keyOf, read } = options;
  const found = new Map<string, T>();
  const unread: Item[] = [];
  for (const item of items) {
    const value = remembered.get(keyOf(item), now);
    if (value === undefined) unread.push(item);
    else found.set(idOf(item), value);
  }
  if (unread.length === 0) return found;
  const readNow = await read(unread);
  for (const item of unread) {
    const answer = readNow.get(idOf(item));
    if (!answer) continue;
    found.set(idOf(item), answer.value);
    remembered.set(keyOf(item), answer.value, answer.until);
  }
  return found;
}
