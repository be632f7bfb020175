import { and, eq, inArray, isNull, or, gt } from 'drizzle-orm';
import { isCountryAllowed } from '@sportsbook/betting/bonus/conditions';
import type { Database } from '@/db/client';
import {
  accounts,
  bonusCampaigns,
  issuedBonuses,
  players,
  type BonusCampaignRow,
  type IssuedBonusRow,
  type IssueSource,
} from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { randomToken } from '@/http/secrets';
import { publishBonusIssued } from './push';
import type { CampaignView, HeldBonus } from './types';

/** What issuing reads of a player: country (campaign country codes) and wallet currency. */
export interface BonusPlayer {
  id: string;
  email: string | null;
  country: string;
  /** The active account's currency: a freebet is issued in it. */
  currency: string | null;
  /** Spec §5 only-verified: email confirmed or phone verified. */
  isVerified: boolean;
}

/** The player as the bonus rules read them, or null when unknown. */
export async function loadBonusPlayer(db: Database, playerId: string): Promise<BonusPlayer | null> {
  const [row] = await db
    .select({
      id: players.id,
      email: players.email,
      country: players.country,
      confirmedAt: players.confirmedAt,
      phoneVerified: players.phoneVerified,
      currency: accounts.currency,
    })
    .from(players)
    .leftJoin(accounts, and(eq(accounts.playerId, players.id), eq(accounts.active, true)))
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    country: row.country,
    currency: row.currency,
    isVerified: row.confirmedAt !== null || row.phoneVerified,
  };
}

/** Every bonus the player holds, with its campaign, newest first. */
export async function loadHeld(db: Database, playerId: string): Promise<HeldBonus[]> {
  const rows = await db
    .select({ issued: issuedBonuses, campaign: bonusCampaigns })
    .from(issuedBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
    .where(eq(issuedBonuses.playerId, playerId));
  return rows.sort((a, b) => b.issued.issuedAt.getTime() - a.issued.issuedAt.getTime());
}

/** Issued bonus ids: `ub_` + 16 random characters; campaign ids are `bc_...`. */
export const newIssuedId = () => `ub_${randomToken(12)}`;
export const newCampaignId = () => `bc_${randomToken(12)}`;

/** A bonus cannot be issued: no amount in the player's currency, or a country it is not for. */
export class IssueRefused extends HttpError {
  constructor(code: string, message: string) {
    super(422, code, message);
  }
}

/**
 * Inserts a bonus of `campaign` for the player (in `tx`, the caller's transaction). A freebet
 * takes the campaign's amount in the player's currency; it starts `active` unless the campaign
 * asks for activation; expired_at is issued_at + the campaign's TTL, capped by valid_to.
 * @throws IssueRefused for a country the campaign is not for or no amount in the currency
 */
export async function issueBonus(
  tx: Database,
  campaign: BonusCampaignRow,
  player: BonusPlayer,
  source: IssueSource,
  sourceRef: string | null,
  now: Date,
  freebet: {
    amount: number;
    currency: string;
    variant?: IssuedBonusRow['freebetType'];
  } | null = null,
): Promise<IssuedBonusRow | null> {
  if (!isCountryAllowed(campaign.countryCodes, player.country))
    throw new IssueRefused('bonus_country', 'This bonus is not offered in your country');
  let money = freebet;
  if (campaign.kind === 'freebet' && money === null) {
    const currency = player.currency;
    const amount = currency === null ? undefined : campaign.amounts[currency];
    if (currency === null || amount === undefined)
      throw new IssueRefused('bonus_currency', 'This bonus is not offered in your currency');
    money = { amount, currency };
  }
  const ttl = campaign.issuedTtlHours;
  const byTtl = ttl === null ? null : new Date(now.getTime() + ttl * 3_600_000);
  const expiredAt =
    byTtl && campaign.validTo
      ? byTtl < campaign.validTo
        ? byTtl
        : campaign.validTo
      : (byTtl ?? campaign.validTo);
  const [row] = await tx
    .insert(issuedBonuses)
    .values({
      id: newIssuedId(),
      campaignId: campaign.id,
      playerId: player.id,
      state: campaign.activationRequired ? 'available' : 'active',
      source,
      sourceRef,
      issuedAt: now,
      activatedAt: campaign.activationRequired ? null : now,
      expiredAt,
      freebetType: money ? (money.variant ?? campaign.freebetType) : null,
      amount: money?.amount ?? null,
      currency: money?.currency ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Issues the running auto-issue campaigns ("available to everyone") the player does not hold yet,
 * once each (a unique index makes racing calls issue once). Only a freebet among them is a gift
 * worth an alert (`bonus_issued`): standing offers (comboboost, hunting...) arrive silently.
 */
export async function ensureAutoIssued(ctx: ServerContext, player: BonusPlayer): Promise<void> {
  const now = ctx.now();
  const campaigns = await ctx.db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.autoIssue, true),
        eq(bonusCampaigns.promotionState, 'active'),
        or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
      ),
    );
  if (campaigns.length === 0) return;
  const held = await ctx.db
    .select({ campaignId: issuedBonuses.campaignId })
    .from(issuedBonuses)
    .where(
      and(
        eq(issuedBonuses.playerId, player.id),
        eq(issuedBonuses.source, 'auto'),
        inArray(
          issuedBonuses.campaignId,
          campaigns.map((c) => c.id),
        ),
      ),
    );
  const have = new Set(held.map((h) => h.campaignId));
  const issued: CampaignView[] = [];
  for (const campaign of campaigns) {
    if (have.has(campaign.id) || !isCountryAllowed(campaign.countryCodes, player.country)) continue;
    if (
      campaign.kind === 'freebet' &&
      (player.currency === null || !(player.currency in campaign.amounts))
    )
      continue;
    const row = await issueBonus(ctx.db, campaign, player, 'auto', null, now);
    if (row) issued.push({ campaign, issued: row });
  }
  await publishBonusIssued(
    ctx,
    player.id,
    issued.filter((i) => i.campaign.kind === 'freebet'),
  );
}

/** The campaign by id, or null. */
export async function findCampaign(db: Database, id: string): Promise<BonusCampaignRow | null> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id)).limit(1);
  return row ?? null;
}
