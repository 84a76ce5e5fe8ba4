import type { CalendarFeeds } from '@lull/domain/contracts/calendar-feeds';
import { newSecretToken } from '../../shared/tokens';
import type { Database } from '../../db/database';
import { type CalendarFeedRow, insertFeeds, listActiveMembers, listFeedsOf } from './calendar-feeds.repository';

/** 32 random bytes, base64url: 43 characters a URL carries as they are. Only `.ics` follows it in the address. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feeds/${token}.ics`;

/**
 * The business's feed and each active member's, making the ones missing (the first time the salon asks, or for a
 * member added since): the addresses stay the same until the salon asks for new ones.
 */
export async function feedAddressesOf(tx: Database, publicUrl: string, merchantId: string): Promise<CalendarFeeds> {
  const members = await listActiveMembers(tx, merchantId);
  let feeds = await listFeedsOf(tx, merchantId);
  const owners = [null, ...members.map((member) => member.id)];
  const missing = owners.filter((owner) => !feeds.some((feed) => feed.teamMemberId === owner));
  if (missing.length > 0) {
    await insertFeeds(tx, missing.map((teamMemberId) => ({ merchantId, teamMemberId, token: newSecretToken() })));
    feeds = await listFeedsOf(tx, merchantId);
  }
  const tokenOf = (owner: string | null) => (feeds.find((feed: CalendarFeedRow) => feed.teamMemberId === owner) as CalendarFeedRow).token;
  return {
    business: { url: feedUrl(publicUrl, tokenOf(null)) },
    members: members.map((member) => ({ team_member_id: member.id, display_name: member.displayName, url: feedUrl(publicUrl, tokenOf(member.id)) })),
  };
}
