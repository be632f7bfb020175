import { and, desc, asc, eq, gt, isNull } from 'drizzle-orm';
import type { LeaderboardRowWire } from '@sportsbook/contract/promotions';
import type { Database } from '@/db/client';
import { issuedBonuses, players, type BonusCampaignRow } from '@/db/schema';

/** Rows a leaderboard shows; the caller's own row is added when it ranks below them. */
export const LEADERBOARD_SIZE = 10;

/** `john@example.com` -> `jo***@ex***.com`: two letters of the name and of the domain. */
export function maskEmail(email: string | null): string {
  if (!email) return '***';
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 2)}***@${host.slice(0, 2)}***${tld}`;
}

/** Who is ranked on a campaign's leaderboard: players who farmed (a farming bonus, not a freebet). */
export const rankedOn = (campaignId: string) =>
  and(
    eq(issuedBonuses.campaignId, campaignId),
    gt(issuedBonuses.betsCount, 0),
    isNull(issuedBonuses.amount),
  );

/** The leaderboard's order: points, farmed stakes, who got there first. */
export const LEADERBOARD_ORDER = [
  desc(issuedBonuses.points),
  desc(issuedBonuses.stakeSum),
  asc(issuedBonuses.farmedAt),
  asc(issuedBonuses.id),
] as const;

/**
 * Spec §3 hunting leaderboard of a hunting or tournament: players by points (then farmed stakes,
 * then who got there first), farmed amount = stakes that farmed, farmed freebets count. Players
 * who farmed nothing are not ranked.
 */
export async function leaderboard(
  db: Database,
  campaign: BonusCampaignRow,
  playerId: string | null,
): Promise<LeaderboardRowWire[]> {
  const rows = await db
    .select({
      playerId: issuedBonuses.playerId,
      email: players.email,
      stakeSum: issuedBonuses.stakeSum,
      freebets: issuedBonuses.farmedFreebetsCount,
    })
    .from(issuedBonuses)
    .innerJoin(players, eq(players.id, issuedBonuses.playerId))
    .where(rankedOn(campaign.id))
    .orderBy(...LEADERBOARD_ORDER);
  const currency = campaign.currency ?? 'EUR';
  const ranked = rows.map((row, i) => ({
    position: i + 1,
    is_current_user: row.playerId === playerId,
    email: maskEmail(row.email),
    farmed_amount: row.stakeSum,
    currency,
    farmed_freebets_count: row.freebets,
  }));
  const top = ranked.slice(0, LEADERBOARD_SIZE);
  const mine = ranked.find((r) => r.is_current_user);
  return mine && mine.position > LEADERBOARD_SIZE ? [...top, mine] : top;
}
