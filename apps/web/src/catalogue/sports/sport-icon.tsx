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

/** Icons for sports we know by key; until the icon endpoint (spec §7) is wired, others get a generic one. */
const ICONS: Readonly<Record<string, Icon>> = {
  soccer: SoccerIcon,
  football: SoccerIcon,
  tennis: TennisIcon,
  basketball: BasketballIcon,
  cricket: CricketIcon,
  'ice-hockey': IceHockeyIcon,
  'table-tennis': TableTennisIcon,
};

export function SportIcon({
  sport,
  size = 20,
}: {
  sport: Pick<Sport, 'key' | 'type'>;
  size?: number;
}) {
  const Icon = ICONS[sport.key] ?? (sport.type === 'cyber' ? EsportsIcon : TrophyIcon);
  return <Icon width={size} height={size} />;
}
