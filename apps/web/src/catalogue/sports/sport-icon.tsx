import type { ComponentType, SVGProps } from 'react';
import type { Sport } from '@/api/sports';
import {
  BasketballIcon,
  CricketIcon,
  EsportsIcon,
  IceHockeyIcon,
  SoccerIcon,
  TableTennisIcon,
  TennisIcon,
  TrophyIcon,
} from '@/ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Icons for sports we know by key, others get a generic one; also served as a sprite (/api/icons.svg). */
export const SPORT_ICONS: Readonly<Record<string, Icon>> = {
  soccer: SoccerIcon,
  football: SoccerIcon,
  tennis: TennisIcon,
  basketball: BasketballIcon,
  cricket: CricketIcon,
  'ice-hockey': IceHockeyIcon,
  'table-tennis': TableTennisIcon,
};

/** Sprite names of the icons a sport without its own key gets. */
export const FALLBACK_SPORT_ICONS: Readonly<Record<string, Icon>> = {
  cyber: EsportsIcon,
  default: TrophyIcon,
};

export function SportIcon({
  sport,
  size = 20,
}: {
  sport: Pick<Sport, 'key' | 'type'>;
  size?: number;
}) {
  const Icon = SPORT_ICONS[sport.key] ?? (sport.type === 'cyber' ? EsportsIcon : TrophyIcon);
  return <Icon width={size} height={size} />;
}
