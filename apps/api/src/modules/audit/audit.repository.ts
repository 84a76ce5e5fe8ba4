import type { Database } from '../../db/database';
import { adminActions } from '../../db/schema/users';

export type NewAdminAction = typeof adminActions.$inferInsert;

export async function insertAdminAction(db: Database, action: NewAdminAction): Promise<void> {
  await db.insert(adminActions).values(action);
}
