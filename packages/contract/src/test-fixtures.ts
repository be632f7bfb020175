/** Valid wire samples shared by the tests (plain objects, so each test can patch a copy). */

export const sportRef = { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' };

export const categoryRef = { id: 10, slug: 'england', name: 'England', country_code: 'GB-ENG' };

export const tournamentRef = {
  id: 100,
  urn_id: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
};

export const category = { ...categoryRef, priority: 50, sport: sportRef, provider: 'betradar' };

export const tournament = {
  ...tournamentRef,
  priority: 900,
  category: categoryRef,
  sport: sportRef,
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
};

export const outcome = {
  id: 'sr:match:1/1/1/',
  outcome_id: '1',
  name: 'Arsenal',
  active: true,
  odds: 2.5,
};

export const market = {
  match_urn_id: 'sr:match:1',
  market_id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [
    outcome,
    { ...outcome, id: 'sr:match:1/1/2/', outcome_id: '2', name: 'draw', odds: 3.1 },
    { ...outcome, id: 'sr:match:1/1/3/', outcome_id: '3', name: 'Chelsea', odds: 2.9 },
  ],
  market_groups: ['main'],
  priority: 100,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
};

export const match = {
  id: 1,
  urn_id: 'sr:match:1',
  slug: 'arsenal-chelsea',
  type: 'match',
  tournament: tournamentRef,
  category: categoryRef,
  sport: sportRef,
  name_a: 'Arsenal',
  name_b: 'Chelsea',
  logo_a: '/logos/arsenal.png',
  logo_b: null,
  stadium: 'Emirates Stadium',
  city: 'London',
  status: 1,
  is_live: true,
  is_finished: false,
  stage: null,
  start_time: '2026-11-22T15:00:00Z',
  clock: {
    match_time: 1830,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: '2026-11-22T15:31:00Z',
  },
  total_score: { home: 1, away: 0 },
  game_score: null,
  period_score: [
    {
      home: 1,
      away: 0,
      period_key: '1st_half',
      period_name: '1st half',
      number: 1,
      type: 'regular',
    },
  ],
  current_server: null,
  max_period_number: 2,
  available_markets_count: 120,
  main_market_id: 1,
  secondary_market_id: null,
  main_market: market,
  secondary_market: null,
  top_markets_count: 5,
  has_video: true,
  provider: 'betradar',
};

export const outright = {
  id: 2,
  urn_id: 'sr:season:1',
  slug: 'premier-league-2026-27',
  type: 'season',
  name: 'Premier League 2026/27',
  parent: null,
  competitors: [{ id: 'sr:competitor:42', name: 'Arsenal', logo: null }],
  tournament: tournamentRef,
  category: categoryRef,
  sport: sportRef,
  start_time: '2026-08-15T00:00:00Z',
  end_date: '2027-05-23T00:00:00+01:00',
  status: 0,
  available_markets_count: 1,
  provider: 'betradar',
};

export const placedSelection = {
  id: 'sr:match:1/1/1/',
  match_id: 1,
  match_urn_id: 'sr:match:1',
  match_status: 0,
  name_a: 'Arsenal',
  name_b: 'Chelsea',
  provider: 'betradar',
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: '1',
  outcome_name: 'Arsenal',
  odds: 2.5,
  result: 'no_results',
};

export const placedBet = {
  bet_id: 'b-1',
  bet_type: 'single',
  bet_ref: null,
  bet_status: 'submitted',
  stake: 500,
  currency: 'EUR',
  subunits: 100,
  win_amount: 0,
  odds: 2.5,
  selections: [placedSelection],
  created_at: '2026-11-22T14:00:00Z',
  result: 'no_results',
  to_cashout: 420,
  bonus: null,
  system_type: null,
  used_in_jackpot: false,
  is_vip: false,
};

export const notification = {
  id: 7,
  title: 'Welcome',
  caption: null,
  body: 'Your freebet is ready',
  type: 'bonus',
  object_type: 'freebet',
  read: false,
  created_at: '2026-11-22T14:00:00Z',
};

/** A one-page list of `data`. */
export const page = <T>(data: T[]) => ({
  data,
  pagination: { total: data.length, page: 1, limit: 500, last_page: 1 },
});
