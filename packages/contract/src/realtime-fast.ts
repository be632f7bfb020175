import { MAX_INT32 } from './common';
import type { MarketWire, OutcomeWire } from './market';
import { MARKET_STATUSES, PROVIDERS } from './vocabulary';

/**
 * A fast path for the hottest publication, `markets_changed` (issue 18: 2,000 odds changes a
 * second on /live). A hand-written check of exactly what `marketsChangedSchema` requires, with no
 * allocation: it only ever says "certainly valid". Anything it is unsure of (a non-null
 * `next_bet_stop`, a wrong field, a hostile object) is left to the zod schema, which stays the
 * judge of what is rejected and why. realtime-fast.test.ts checks it never accepts what the
 * schema refuses.
 */

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const GROUP_KEY = /^[a-z0-9_-]+$/;
const STATUSES: readonly unknown[] = MARKET_STATUSES;
const PROVIDER_NAMES: readonly unknown[] = PROVIDERS;

function isOutcome(o: unknown): o is OutcomeWire {
  if (!isPlain(o)) return false;
  const { odds } = o;
  return (
    isText(o.id) &&
    isText(o.outcome_id) &&
    isText(o.name) &&
    typeof o.active === 'boolean' &&
    typeof odds === 'number' &&
    Number.isFinite(odds) &&
    odds > 1
  );
}

function everyOf(list: unknown, check: (v: unknown) => boolean): boolean {
  if (!Array.isArray(list)) return false;
  for (const v of list) if (!check(v)) return false;
  return true;
}

const isGroupKey = (v: unknown) => typeof v === 'string' && GROUP_KEY.test(v);

function isMarket(m: unknown): m is MarketWire {
  if (!isPlain(m)) return false;
  const marketId = m.market_id;
  const priority = m.priority;
  return (
    isText(m.match_urn_id) &&
    typeof marketId === 'number' &&
    Number.isSafeInteger(marketId) &&
    marketId > 0 &&
    isText(m.name) &&
    STATUSES.includes(m.status) &&
    typeof m.specifier === 'string' &&
    everyOf(m.outcomes, isOutcome) &&
    everyOf(m.market_groups, isGroupKey) &&
    typeof priority === 'number' &&
    Number.isSafeInteger(priority) &&
    typeof m.most_balanced === 'boolean' &&
    // a date-time is left to the schema's ISO check
    m.next_bet_stop === null &&
    everyOf(m.custom_bet_groups, isText) &&
    PROVIDER_NAMES.includes(m.provider)
  );
}

/** True only when `raw` is certainly a valid `{type: 'markets_changed', data}` publication. */
export function isCertainMarketsChanged(raw: unknown): boolean {
  try {
    if (!isPlain(raw) || raw.type !== 'markets_changed') return false;
    const data = raw.data;
    if (!isPlain(data)) return false;
    const id = data.match_id;
    return (
      typeof id === 'number' &&
      Number.isInteger(id) &&
      id >= 1 &&
      id <= MAX_INT32 &&
      everyOf(data.markets, isMarket)
    );
  } catch {
    // a throwing getter or proxy: the schema's path reports it
    return false;
  }
}
