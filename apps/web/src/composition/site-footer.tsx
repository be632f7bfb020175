import Link from 'next/link';
import { localized } from '@/api/localized-text';
import type { SiteConfig } from '@/api/site-config';
import { LimitsFooterLink } from '@/features/limits';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import styles from './site-footer.module.css';

export interface SiteFooterLabels {
  label: string;
  ageNotice: string;
  responsibleGambling: string;
  menu: string;
  partners: string;
}

/** A site path goes through the locale prefix; an outside page opens as a plain link. */
function FooterLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: AppLocale;
  className?: string;
  children: React.ReactNode;
}) {
  if (href.startsWith('/'))
    return (
      <Link href={localizePath(href, locale)} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The page footer (issue 16 item 4, spec §9 footer): the operator's menu and partners from the
 * site configuration, the licence, the age notice with the responsible-gambling tools (issue 14),
 * the disclaimer and the copyright.
 */
export function SiteFooter({
  locale,
  labels,
  config,
}: {
  locale: AppLocale;
  labels: SiteFooterLabels;
  config: Pick<SiteConfig, 'footer' | 'license' | 'locales'>;
}) {
  const { footer, license } = config;
  const text = (value: Partial<Record<string, string>>) =>
    localized(value, locale, config.locales.default);
  const licenseText = text(license.text);
  const disclaimer = text(footer.disclaimer);
  const copyright = text(footer.copyright);
  return (
    <footer className={styles.footer} aria-label={labels.label}>
      {footer.menu.length > 0 && (
        <nav aria-label={labels.menu}>
          <ul className={styles.menu}>
            {footer.menu.map((item) => (
              <li key={item.href}>
                <FooterLink href={item.href} locale={locale} className={styles.link}>
                  {text(item.label)}
                </FooterLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {footer.partners.length > 0 && (
        <ul className={styles.partners} aria-label={labels.partners}>
          {footer.partners.map((partner) => (
            <li key={partner.url}>
              <FooterLink href={partner.url} locale={locale} className={styles.partner}>
                {/* operator logos of any host and size: Next's optimizer would need each host listed */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={partner.logoUrl} alt={partner.name} height={32} loading="lazy" />
              </FooterLink>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <p className={styles.notice}>
          <span className={styles.age} aria-hidden="true">
            18+
          </span>
          {labels.ageNotice}
        </p>
        <LimitsFooterLink
          href={localizePath('/profile/limits', locale)}
          label={labels.responsibleGambling}
          locale={locale}
          className={styles.link}
        />
      </div>
      {licenseText && (
        <p className={styles.small}>
          {license.url ? (
            <FooterLink href={license.url} locale={locale} className={styles.inlineLink}>
              {licenseText}
            </FooterLink>
          ) : (
            licenseText
          )}
        </p>
      )}
      {disclaimer && <p className={styles.small}>{disclaimer}</p>}
      {copyright && <p className={styles.small}>{copyright}</p>}
    </footer>
  );
}
