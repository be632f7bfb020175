import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/**
 * Round language marks for the language picker, drawn as shapes (no emoji, no font glyphs).
 * Spec §9: ar and en have custom icons, not one country's flag, as each is spoken in many.
 */
const MARKS: Readonly<Record<string, ReactNode>> = {
  // custom: a blue disc with a white and red cross, an English mark of no single country
  en: (
    <>
      <rect width="24" height="24" fill="#1f3a93" />
      <path d="M0 0 24 24M24 0 0 24" stroke="#fff" strokeWidth="4" />
      <path d="M12 0v24M0 12h24" stroke="#fff" strokeWidth="6" />
      <path d="M12 0v24M0 12h24" stroke="#c8102e" strokeWidth="3" />
    </>
  ),
  // custom: a green disc with a white crescent and star, an Arabic mark of no single country
  ar: (
    <>
      <rect width="24" height="24" fill="#007a3d" />
      <path d="M14.5 5.5a7 7 0 1 0 0 13 5.6 5.6 0 1 1 0-13z" fill="#fff" />
      <path d="m17 9.2.7 2h2.1l-1.7 1.2.7 2-1.8-1.2-1.7 1.2.6-2-1.7-1.2h2.1z" fill="#fff" />
    </>
  ),
  de: (
    <>
      <rect width="24" height="8" fill="#000" />
      <rect y="8" width="24" height="8" fill="#dd0000" />
      <rect y="16" width="24" height="8" fill="#ffce00" />
    </>
  ),
  'pt-BR': (
    <>
      <rect width="24" height="24" fill="#009c3b" />
      <path d="M12 3.5 22 12l-10 8.5L2 12z" fill="#ffdf00" />
      <circle cx="12" cy="12" r="4.6" fill="#002776" />
      <path d="M7.6 11a9 9 0 0 1 8.8 1.8" stroke="#fff" strokeWidth="1" fill="none" />
    </>
  ),
};

/** The locales with their own mark; any other shows the neutral one. */
export const LOCALE_ICON_LOCALES = Object.keys(MARKS);

/** A 24 px round mark of a locale; decorative (the language's name is the text beside it). */
export function LocaleIcon({ locale, ...props }: IconProps & { locale: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-locale-icon={locale}
      style={{ borderRadius: '50%', flex: 'none' }}
      {...props}
    >
      {MARKS[locale] ?? <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.3" />}
    </svg>
  );
}
