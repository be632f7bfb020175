import type { SportKey } from '@/feed/types';
import { basketballModel, type BasketballState } from './basketball';
import { cricketModel, type CricketState } from './cricket';
import type { GoalState } from './goal-simulation';
import { hockeyModel, soccerModel } from './goals';
import type { SportModel } from './model';
import { counterStrikeModel, dotaModel, tableTennisModel, type RaceState } from './race';
import { tennisModel } from './tennis';
import type { TennisState } from './tennis-simulation';

/** Any sport's simulation state (plain JSON). */
export type SimState = GoalState | BasketballState | CricketState | TennisState | RaceState;

/**
 * The sport model of each seeded sport. Method parameters are bivariant, so each model sits under
 * the union state; a state only ever goes back to the model (sport) that created it.
 */
export const MODELS: Record<SportKey, SportModel<SimState>> = {
  soccer: soccerModel,
  tennis: tennisModel,
  basketball: basketballModel,
  cricket: cricketModel,
  'ice-hockey': hockeyModel,
  'table-tennis': tableTennisModel,
  'counter-strike': counterStrikeModel,
  'dota-2': dotaModel,
};
