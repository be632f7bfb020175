import { and, eq } from 'drizzle-orm';
import {
  TEST_PAYMENT_GROUP,
  type AccountWire,
  type AuthFieldWire,
  type CompPointsWire,
  type PlayerWire,
  type StatusGroupWire,
} from '@sportsbook/contract/platform';
import type { Database } from '@/db/client';
import { accounts, players, type AccountRow, type PlayerRow } from '@/db/schema';
import type { SiteConfig } from '@/http/config';
import { t, type MessageKey, type MessageLocale } from '@/http/messages';
import { DEFAULT_CURRENCY } from './reference';

export const REGULAR_GROUP = 'regular';

/**
 * Spec §6 test-payment group (quick deposit): only in demo mode, for a confirmed email at one of
 * the configured test-payment domains (default `@test.example`). Signing up with such an address
 * proves nothing: anyone can type it.
 */
export function testPaymentGranted(
  row: Pick<PlayerRow, 'email' | 'confirmedAt'>,
  config: SiteConfig,
): boolean {
  const domain = row.email?.split('@')[1]?.toLowerCase();
  return (
    config.demoMode &&
    row.confirmedAt !== null &&
    domain !== undefined &&
    config.testPaymentEmailDomains.includes(domain)
  );
}

/** The stored groups with test_payment added or removed by {@link testPaymentGranted}. */
export function groupsWithTestPayment(
  row: Pick<PlayerRow, 'email' | 'confirmedAt' | 'statusGroups'>,
  config: SiteConfig,
): string[] {
  const others = row.statusGroups.filter((id) => id !== TEST_PAYMENT_GROUP);
  return testPaymentGranted(row, config) ? [...others, TEST_PAYMENT_GROUP] : others;
}

/** The groups a player has now: a stored test_payment counts only while it is still granted. */
export const effectiveStatusGroups = (row: PlayerRow, config: SiteConfig): string[] =>
  row.statusGroups.filter((id) => id !== TEST_PAYMENT_GROUP || testPaymentGranted(row, config));

/** Spec §6 quick deposit: the test-payment group, still granted, at the demo provider. */
export const quickDepositAllowed = (row: PlayerRow, config: SiteConfig): boolean =>
  config.paymentProvider === 'demo' &&
  effectiveStatusGroups(row, config).includes(TEST_PAYMENT_GROUP);

export const statusGroupsToWire = (
  ids: readonly string[],
  locale: MessageLocale,
): StatusGroupWire[] =>
  ids.map((id) => ({
    id,
    name:
      id === TEST_PAYMENT_GROUP
        ? t(locale, 'status_test_payment')
        : id === REGULAR_GROUP
          ? t(locale, 'status_regular')
          : id,
  }));

/** Spec §3 authFieldsMissed: what the player must complete before a deposit. */
export function authFieldsMissed(row: PlayerRow, config: SiteConfig): AuthFieldWire[] {
  const missed: AuthFieldWire[] = [];
  if (!row.email) missed.push('email');
  if (config.phoneVerificationRequired && !row.phone) missed.push('phone');
  return missed;
}

/** The player's accounts, the active one first. */
export async function loadAccounts(db: Database, playerId: string): Promise<AccountRow[]> {
  const rows = await db.select().from(accounts).where(eq(accounts.playerId, playerId));
  return rows.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.currency.localeCompare(b.currency),
  );
}

export async function activeCurrency(db: Database, playerId: string): Promise<string> {
  const [row] = await db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    .limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}

export const accountToWire = (row: AccountRow): AccountWire => ({
  currency: row.currency,
  balance: row.balance,
  active: row.active,
});

/** GET /player: the profile of spec §3 from a stored player. */
export async function playerToWire(
  db: Database,
  row: PlayerRow,
  config: SiteConfig,
  locale: MessageLocale,
): Promise<PlayerWire> {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    auth_phone: row.authPhone,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    language: row.language,
    currency: await activeCurrency(db, row.id),
    country: row.country,
    confirmed: row.confirmedAt !== null,
    phone_verified: row.phoneVerified,
    auth_fields_missed: authFieldsMissed(row, config),
    statuses: statusGroupsToWire(effectiveStatusGroups(row, config), locale),
    created_at: row.createdAt.toISOString(),
  };
}

export async function findPlayer(db: Database, id: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

/** Spec §3 Comp points levels: a level is reached at its minimum; the last has no maximum. */
export const COMP_POINT_LEVELS: readonly {
  id: string;
  key: MessageKey;
  min: number;
  max: number | null;
}[] = [
  { id: 'bronze', key: 'level_bronze', min: 0, max: 999 },
  { id: 'silver', key: 'level_silver', min: 1000, max: 4999 },
  { id: 'gold', key: 'level_gold', min: 5000, max: 19_999 },
  { id: 'platinum', key: 'level_platinum', min: 20_000, max: null },
];

/** Levels below the points are achieved, the one holding them current, the rest locked. */
export function compPointsToWire(points: number, locale: MessageLocale): CompPointsWire {
  return {
    persistent_points: points,
    levels: COMP_POINT_LEVELS.map((level) => ({
      id: level.id,
      name: t(locale, level.key),
      status:
        level.max !== null && points > level.max
          ? 'achieved'
          : points >= level.min
            ? 'current'
            : 'locked',
      // only the level being filled still takes points
      writeable: points >= level.min && (level.max === null || points <= level.max),
      min_points: level.min,
      max_points: level.max,
    })),
  };
}

/** The player of an email (case and surrounding spaces ignored). */
export async function findByEmail(db: Database, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(eq(players.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** PostgreSQL unique_violation, as thrown by either driver (wrapped by drizzle in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}
