import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingMoveProposals } from '../../db/schema/bookings';
import { teamMembers } from '../../db/schema/team';

/** The salons' requests to move these bookings, newest first, with the proposed member's name. */
export async function listMoveProposalsOf(db: Database, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ proposal: bookingMoveProposals, teamMemberName: teamMembers.displayName })
    .from(bookingMoveProposals)
    .innerJoin(teamMembers, eq(teamMembers.id, bookingMoveProposals.teamMemberId))
    .where(inArray(bookingMoveProposals.bookingId, [...bookingIds]))
    .orderBy(desc(bookingMoveProposals.createdAt));
}

export type MoveProposalWithMember = Awaited<ReturnType<typeof listMoveProposalsOf>>[number];

/** A booking's pending proposal, locked for the answer, with its member's name; undefined when there is none. */
export async function lockPendingProposal(db: Database, bookingId: string): Promise<MoveProposalWithMember | undefined> {
  const [row] = await db
    .select({ proposal: bookingMoveProposals, teamMemberName: teamMembers.displayName })
    .from(bookingMoveProposals)
    .innerJoin(teamMembers, eq(teamMembers.id, bookingMoveProposals.teamMemberId))
    .where(and(eq(bookingMoveProposals.bookingId, bookingId), eq(bookingMoveProposals.status, 'pending')))
    .for('update', { of: bookingMoveProposals });
  return row;
}

/** Answers a pending proposal; false when it was answered or withdrawn meanwhile. */
export async function answerProposal(db: Database, proposalId: string, status: 'accepted' | 'declined', now: Date): Promise<boolean> {
  const rows = await db
    .update(bookingMoveProposals)
    .set({ status, respondedAt: now })
    .where(and(eq(bookingMoveProposals.id, proposalId), eq(bookingMoveProposals.status, 'pending')))
    .returning({ id: bookingMoveProposals.id });
  return rows.length > 0;
}
