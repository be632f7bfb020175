import type { ContentBlock } from '@/api/content';
import { localizeHref } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import button from '@/ui/button.module.css';
import { RichText } from './rich-text';
import styles from './content.module.css';

type Block<K extends ContentBlock['kind']> = Extract<ContentBlock, { kind: K }>;

/** A site path in the locale; an https link as it is. */
const hrefIn = (href: string, locale: AppLocale) =>
  href.startsWith('https:') ? href : localizeHref(href, locale);

export function LabelBlock({ block }: { block: Block<'label'> }) {
  const Heading = block.heading;
  return <Heading className={styles.label}>{block.text}</Heading>;
}

export function TextBlock({ block, locale }: { block: Block<'text'>; locale: AppLocale }) {
  return (
    <div className={styles.prose}>
      <RichText nodes={block.nodes} locale={locale} />
    </div>
  );
}

export function ImageBlock({ block, locale }: { block: Block<'image'>; locale: AppLocale }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- operator images of any host; the image proxy is issue 16 item 6
    <img
      className={styles.image}
      src={block.src}
      alt={block.alt}
      width={block.width}
      height={block.height}
      loading="lazy"
    />
  );
  return block.href ? <a href={hrefIn(block.href, locale)}>{image}</a> : image;
}

export function ButtonBlock({ block, locale }: { block: Block<'button'>; locale: AppLocale }) {
  return (
    <p>
      <a
        className={`${button.button} ${button[block.variant]}`}
        href={hrefIn(block.href, locale)}
        {...(block.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {block.label}
      </a>
    </p>
  );
}

export function PageBannerBlock({
  block,
  locale,
}: {
  block: Block<'page_banner'>;
  locale: AppLocale;
}) {
  const body = (
    <>
      <h2 className={styles.bannerHeading}>{block.heading}</h2>
      {block.subtitle ? <p className={styles.bannerSubtitle}>{block.subtitle}</p> : null}
    </>
  );
  return (
    <section
      className={styles.banner}
      style={block.image ? { backgroundImage: `url(${JSON.stringify(block.image)})` } : undefined}
    >
      {block.href ? (
        <a className={styles.bannerLink} href={hrefIn(block.href, locale)}>
          {body}
        </a>
      ) : (
        body
      )}
    </section>
  );
}

export function IframeBlock({ block, title }: { block: Block<'iframe'>; title: string }) {
  return (
    <iframe
      className={styles.frame}
      src={block.src}
      title={title}
      height={block.height}
      loading="lazy"
      // the framed page runs apart from the site: no same-origin access, no top navigation
      sandbox="allow-scripts allow-popups allow-forms"
      referrerPolicy="no-referrer"
    />
  );
}
