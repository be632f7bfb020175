import { matchLocale } from './resolve-locale';
import { routing } from './routing';

/** Texts of one error page: its title, its text and the home button. */
export interface ShellTexts {
  title: string;
  description: string;
  homeButton: string;
}

const EN = {
  error: {
    title: 'Something went wrong',
    description: 'Oops! Sorry, something went wrong. Please come back in a while.',
    homeButton: 'Go to home page',
  },
  notFound: {
    title: 'Page not found',
    description: "Oops, sorry. We can't find that page.",
    homeButton: 'Go to home page',
  },
};

/**
 * Texts of the error pages (generic error, not found) in the error-page shell languages of spec §2
 * (en fallback, ar, de, en-AU, en-CA, en-IN, en-NZ, fi, fr-CA, it, no) and the web's own pt-BR.
 * Kept here, tiny, as client error boundaries have no message provider; messages.test.ts checks
 * the web's locales equal `page.error.*` and `page.not-found.*`.
 */
export const ERROR_SHELL_MESSAGES = {
  en: EN,
  'en-AU': EN,
  'en-CA': EN,
  'en-IN': EN,
  'en-NZ': EN,
  de: {
    error: {
      title: 'Etwas ist schiefgelaufen',
      description: 'Hoppla! Leider ist etwas schiefgelaufen. Bitte versuche es später noch einmal.',
      homeButton: 'Zur Startseite',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Hoppla, tut uns leid. Wir können diese Seite nicht finden.',
      homeButton: 'Zur Startseite',
    },
  },
  'pt-BR': {
    error: {
      title: 'Algo deu errado',
      description: 'Ops! Desculpe, algo deu errado. Volte daqui a pouco.',
      homeButton: 'Ir para a página inicial',
    },
    notFound: {
      title: 'Página não encontrada',
      description: 'Ops, desculpe. Não conseguimos encontrar essa página.',
      homeButton: 'Ir para a página inicial',
    },
  },
  ar: {
    error: {
      title: 'حدث خطأ ما',
      description: 'عذرًا! حدث خطأ ما. يُرجى العودة بعد قليل.',
      homeButton: 'الذهاب إلى الصفحة الرئيسية',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      description: 'عذرًا، لا يمكننا العثور على هذه الصفحة.',
      homeButton: 'الذهاب إلى الصفحة الرئيسية',
    },
  },
  fi: {
    error: {
      title: 'Jokin meni pieleen',
      description: 'Hups! Valitettavasti jokin meni pieleen. Yritä hetken kuluttua uudelleen.',
      homeButton: 'Siirry etusivulle',
    },
    notFound: {
      title: 'Sivua ei löytynyt',
      description: 'Hups, pahoittelemme. Emme löydä tätä sivua.',
      homeButton: 'Siirry etusivulle',
    },
  },
  'fr-CA': {
    error: {
      title: 'Une erreur est survenue',
      description: 'Oups! Désolé, une erreur est survenue. Veuillez revenir dans un moment.',
      homeButton: "Aller à la page d'accueil",
    },
    notFound: {
      title: 'Page introuvable',
      description: 'Oups, désolé. Nous ne trouvons pas cette page.',
      homeButton: "Aller à la page d'accueil",
    },
  },
  it: {
    error: {
      title: 'Qualcosa è andato storto',
      description: 'Ops! Spiacenti, qualcosa è andato storto. Riprova tra poco.',
      homeButton: 'Vai alla home page',
    },
    notFound: {
      title: 'Pagina non trovata',
      description: 'Ops, spiacenti. Non riusciamo a trovare questa pagina.',
      homeButton: 'Vai alla home page',
    },
  },
  no: {
    error: {
      title: 'Noe gikk galt',
      description: 'Oi! Beklager, noe gikk galt. Prøv igjen om litt.',
      homeButton: 'Gå til forsiden',
    },
    notFound: {
      title: 'Fant ikke siden',
      description: 'Oi, beklager. Vi finner ikke den siden.',
      homeButton: 'Gå til forsiden',
    },
  },
} as const satisfies Record<string, { error: ShellTexts; notFound: ShellTexts }>;

export type ShellLocale = keyof typeof ERROR_SHELL_MESSAGES;

export const SHELL_LOCALES = Object.keys(ERROR_SHELL_MESSAGES) as ShellLocale[];

/** The shell language of any tag by the spec §2 chain (alias, base language, en): `fr` -> `fr-CA`. */
export function shellLocale(tag: string | null | undefined): ShellLocale {
  return matchLocale<ShellLocale>(tag, SHELL_LOCALES, 'en').locale;
}

/**
 * A first path segment that is a shell language the web has no pages in (`fi`, `it`, `no`,
 * `fr-CA`): its pages fall back to the default locale, its error pages speak it (spec §2).
 */
export function shellOnlySegment(segment: string | undefined): ShellLocale | undefined {
  if (!segment) return undefined;
  const shell = SHELL_LOCALES.find((l) => l === segment);
  if (!shell) return undefined;
  const site = matchLocale<string>(segment, routing.locales, routing.defaultLocale);
  return site.match === 'default' ? shell : undefined;
}

/** Shell-only segments as one path pattern, for next.config's rewrites. */
export const SHELL_ONLY_SEGMENTS = SHELL_LOCALES.filter((l) => shellOnlySegment(l) === l);

/** The request header by which proxy.ts tells the not-found page its shell language. */
export const SHELL_LOCALE_HEADER = 'x-shell-locale';

/** The shell language of a page: the path's shell-only first segment, else the page's locale. */
export function errorShellLocale(pathname: string | null, locale: string | undefined): ShellLocale {
  return shellOnlySegment(pathname?.split('/')[1]) ?? shellLocale(locale);
}
