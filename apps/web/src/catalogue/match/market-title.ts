import type { Market } from '@sportsbook/betting/catalog/types';

/**
 * A market's title with its line made readable ("Total 2.5", "Handicap +1"). Other specifiers
 * (set, game, map numbers) are already part of the market's name.
 */
export function marketTitle(market: Pick<Market, 'name' | 'specifier'>): string {
  const line: string[] = [];
  for (const part of market.specifier.split('|')) {
    const [key, value] = part.split('=');
    if (value === undefined) continue;
    if (key === 'total') line.push(value);
    else if (key === 'hcp') line.push(Number(value) > 0 ? `+${value}` : value);
  }
  return line.length > 0 ? `${market.name} ${line.join(' ')}` : market.name;
}
