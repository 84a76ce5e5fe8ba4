import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids and times the same way. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamptz = () => timestamp({ withTimezone: true });
