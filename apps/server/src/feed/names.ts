import { pick, randInt, type Rng } from './random';
import type { LocalizedNames } from './types';

/**
 * Name generation: countries come from a fixed table with their en/de/ar names; places, clubs,
 * players and leagues are built from syllables so no real club or player trademark is produced.
 */

/** A country a category can stand for. */
export interface Country {
  code: string | null;
  name: LocalizedNames;
}

/** Countries (and one international grouping) categories are drawn from. */
export const COUNTRIES: readonly Country[] = [
  { code: 'GB', name: { en: 'England', de: 'England', ar: 'إنجلترا' } },
  { code: 'DE', name: { en: 'Germany', de: 'Deutschland', ar: 'ألمانيا' } },
  { code: 'ES', name: { en: 'Spain', de: 'Spanien', ar: 'إسبانيا' } },
  { code: 'IT', name: { en: 'Italy', de: 'Italien', ar: 'إيطاليا' } },
  { code: 'FR', name: { en: 'France', de: 'Frankreich', ar: 'فرنسا' } },
  { code: 'NL', name: { en: 'Netherlands', de: 'Niederlande', ar: 'هولندا' } },
  { code: 'PT', name: { en: 'Portugal', de: 'Portugal', ar: 'البرتغال' } },
  { code: 'BR', name: { en: 'Brazil', de: 'Brasilien', ar: 'البرازيل' } },
  { code: 'AR', name: { en: 'Argentina', de: 'Argentinien', ar: 'الأرجنتين' } },
  { code: 'US', name: { en: 'USA', de: 'USA', ar: 'الولايات المتحدة' } },
  { code: 'JP', name: { en: 'Japan', de: 'Japan', ar: 'اليابان' } },
  { code: 'AU', name: { en: 'Australia', de: 'Australien', ar: 'أستراليا' } },
  { code: 'SE', name: { en: 'Sweden', de: 'Schweden', ar: 'السويد' } },
  { code: 'TR', name: { en: 'Turkey', de: 'Türkei', ar: 'تركيا' } },
  { code: 'EG', name: { en: 'Egypt', de: 'Ägypten', ar: 'مصر' } },
  { code: 'SA', name: { en: 'Saudi Arabia', de: 'Saudi-Arabien', ar: 'السعودية' } },
  { code: 'IN', name: { en: 'India', de: 'Indien', ar: 'الهند' } },
  { code: 'CZ', name: { en: 'Czechia', de: 'Tschechien', ar: 'التشيك' } },
  { code: 'FI', name: { en: 'Finland', de: 'Finnland', ar: 'فنلندا' } },
  { code: 'CN', name: { en: 'China', de: 'China', ar: 'الصين' } },
];

/** The international category (world cups, tours, esports circuits). */
export const INTERNATIONAL: Country = {
  code: null,
  name: { en: 'International', de: 'International', ar: 'دولي' },
};

/** League tiers with their names per locale; `{w}` is the generated word. */
export const LEAGUE_TIERS: readonly LocalizedNames[] = [
  { en: '{w} Premier Division', de: '{w} Premier Division', ar: 'الدرجة الممتازة {w}' },
  { en: '{w} First Division', de: '{w} Erste Liga', ar: 'الدرجة الأولى {w}' },
  { en: '{w} Cup', de: '{w} Pokal', ar: 'كأس {w}' },
  { en: '{w} Open', de: '{w} Open', ar: 'بطولة {w} المفتوحة' },
  { en: '{w} Masters', de: '{w} Masters', ar: 'ماسترز {w}' },
];

/**
 * Words (as whole words, lower case) that name real clubs, teams or leagues: generated names are
 * re-drawn when they contain one, and a test checks every catalogue name against it.
 */
export const REAL_NAME_DENYLIST: readonly string[] = [
  'real',
  'madrid',
  'barcelona',
  'barca',
  'manchester',
  'liverpool',
  'chelsea',
  'arsenal',
  'tottenham',
  'juventus',
  'milan',
  'inter',
  'bayern',
  'dortmund',
  'ajax',
  'psv',
  'benfica',
  'porto',
  'celtic',
  'rangers',
  'lakers',
  'celtics',
  'bulls',
  'warriors',
  'knicks',
  'nba',
  'nhl',
  'bruins',
  'canadiens',
  'fnatic',
  'liquid',
  'navi',
  'vitality',
  'astralis',
  'faze',
  'nigma',
  'premier league',
  'bundesliga',
  'laliga',
  'serie a',
  'ligue 1',
  'atp',
  'wta',
  'itf',
  'ipl',
  'wimbledon',
  'roland',
  'flamengo',
  'boca',
  'river plate',
  'galatasaray',
  'fenerbahce',
  'psg',
  'olympique',
  'sporting',
  'everton',
  'valencia',
  'sevilla',
  'napoli',
  'roma',
  'lazio',
];

const ONSETS = [
  'b',
  'br',
  'd',
  'dr',
  'f',
  'g',
  'gr',
  'h',
  'k',
  'kr',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ae', 'ei', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'th', 'nd', 'rk', 'sk', 'm'];
const PLACE_ENDINGS = [
  'holm',
  'ford',
  'burg',
  'stad',
  'vik',
  'mont',
  'dale',
  'wick',
  'haven',
  'port',
  'field',
  'grad',
];
const CLUB_FORMS: Record<string, readonly string[]> = {
  soccer: [
    'FC {p}',
    '{p} Athletic',
    '{p} Rovers',
    'Athletic Club {p}',
    '{p} Town',
    'Union {p}',
    '{p} Wanderers',
  ],
  basketball: ['{p} Comets', '{p} Falcons', '{p} Titans', '{p} Owls', '{p} Hawks', '{p} Foxes'],
  'ice-hockey': ['{p} Wolves', '{p} Lynx', '{p} Storm', '{p} Glaciers', '{p} Bears', 'HC {p}'],
  cricket: ['{p} Strikers', '{p} Chargers', '{p} Royals XI', '{p} Tuskers', '{p} Blaze'],
  'counter-strike': ['Team {w}', '{w} Esports', '{w} Gaming', '{w}5', 'Void {w}'],
  'dota-2': ['{w} Gaming', 'Team {w}', '{w} Ancients', '{w} Collective', '{w} Squad'],
};

/** True when the name contains a denylisted word (whole-word match, case-insensitive). */
export function containsRealName(name: string): boolean {
  const text = ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return REAL_NAME_DENYLIST.some((word) => text.includes(` ${word} `));
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A pronounceable made-up word of 2-3 syllables, never a denylisted one. */
export function syllableWord(rng: Rng, syllables = randInt(rng, 2, 3)): string {
  for (;;) {
    let word = '';
    for (let i = 0; i < syllables; i++) {
      word += pick(rng, ONSETS) + pick(rng, VOWELS) + (i === syllables - 1 ? pick(rng, CODAS) : '');
    }
    const name = capitalise(word);
    if (!containsRealName(name)) return name;
  }
}

/** A made-up city-like place name ("Draventhholm" style). */
export function placeName(rng: Rng): string {
  for (;;) {
    const name = capitalise(
      syllableWord(rng, randInt(rng, 1, 2)).toLowerCase() + pick(rng, PLACE_ENDINGS),
    );
    if (!containsRealName(name)) return name;
  }
}

/** A club or team name for a team sport, from a place or a word and a sport-flavoured form. */
export function teamName(rng: Rng, sportKey: string): string {
  const form = pick(rng, CLUB_FORMS[sportKey] ?? CLUB_FORMS.soccer ?? ['{p}']);
  return form.replace('{p}', placeName(rng)).replace('{w}', syllableWord(rng, 2));
}

/** A player name "First Last" for individual sports. */
export function playerName(rng: Rng): string {
  return `${syllableWord(rng, 2)} ${syllableWord(rng, randInt(rng, 2, 3))}`;
}

/** A short display name: the initials or the first letters of the distinctive word. */
export function shortName(name: string, individual: boolean): string {
  const words = name.split(' ');
  if (individual) return `${(words[0] ?? '').charAt(0)}. ${words.slice(1).join(' ')}`;
  const main = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  return main.slice(0, 3).toUpperCase();
}

/** Fills a localized template with a word. */
export function fillNames(template: LocalizedNames, word: string): LocalizedNames {
  return {
    en: template.en.replace('{w}', word),
    de: template.de.replace('{w}', word),
    ar: template.ar.replace('{w}', word),
  };
}

/** URL slug of a name: lower case ascii words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
