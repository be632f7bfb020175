import NextLink from 'next/link';
import buttonStyles from '@/ui/button.module.css';
import { GlobeOffIcon, HomeIcon, LockIcon } from '@/ui/icons';
import styles from './static-page.module.css';

export type StaticPageKind = 'not-found' | 'error' | 'locked' | 'blocked';

interface StaticPageProps {
  kind: StaticPageKind;
  /** The page's text (spec §8), shown as its heading. */
  message: string;
  homeLabel: string;
  /** The locale home, e.g. `/` or `/de`. */
  homeHref: string;
  /** Set when the texts are in another language than the page (the spec §2 error shell). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

function Visual({ kind }: { kind: StaticPageKind }) {
  switch (kind) {
    case 'not-found':
      return <span className={styles.code}>404</span>;
    case 'error':
      return <span className={styles.code}>500</span>;
    case 'locked':
      return (
        <span className={styles.badge}>
          <LockIcon width={40} height={40} />
        </span>
      );
    case 'blocked':
      return (
        <span className={styles.badge}>
          <GlobeOffIcon width={40} height={40} />
        </span>
      );
  }
}

/**
 * Static pages of spec §2/§8 (not found, error, locked, blocked): an image, the text and a button
 * to the locale home. Free of server-only APIs so error boundaries (client) can render it too.
 */
export function StaticPage({ kind, message, homeLabel, homeHref, lang, dir }: StaticPageProps) {
  return (
    <section className={styles.page} lang={lang} dir={dir}>
      <div aria-hidden="true" className={styles.visual}>
        <Visual kind={kind} />
      </div>
      <h1 className={styles.message}>{message}</h1>
      <NextLink href={homeHref} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        <HomeIcon width={20} height={20} />
        {homeLabel}
      </NextLink>
    </section>
  );
}
