import {
  widgetResponseSchema,
  widgetTypeSchema,
  type StatisticWire,
  type WidgetTypeWire,
} from '@sportsbook/contract/match-extras';
import { apiRequest } from '../client';

export type Statistic = StatisticWire;
export type WidgetType = WidgetTypeWire;
/** Every statistics widget the backend knows. */
export const WIDGET_TYPES: readonly WidgetType[] = widgetTypeSchema.options;

/** GET /v2/matches/{id}/{widget}: the rows of one statistics widget. */
export async function getWidget(
  id: number,
  widget: WidgetType,
  signal?: AbortSignal,
): Promise<Statistic[]> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}/${widget}`,
    schema: widgetResponseSchema,
    signal,
  });
  return wire.items;
}
