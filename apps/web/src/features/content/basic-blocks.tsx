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

type ImageSrc = (src: string, width: number) => string;

/** The widths a content image is offered at; the browser picks by its column and density. */
const CONTENT_WIDTHS = [640, 1080, 1920];

export function ImageBlock({
  block,
  locale,
  imageSrc,
}: {
  block: Block<'image'>;
  locale: AppLocale;
  imageSrc: ImageSrc;
}) {
  // a source the proxy does not serve comes as it is, at one size
  const resized = imageSrc(block.src, CONTENT_WIDTHS[0] ?? 640) !== block.src;
  const srcSet = CONTENT_WIDTHS.map((w) => `${imageSrc(block.src, w)} ${w}w`).join(', ');
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- resized by the site's own image proxy (spec §7), not next/image
    <img
      className={styles.image}
      src={imageSrc(block.src, block.width ?? 1080)}
      srcSet={resized ? srcSet : undefined}
      sizes="(width >= 1280px) 760px, 100vw"
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
  imageSrc,
}: {
  block: Block<'page_banner'>;
  locale: AppLocale;
  imageSrc: ImageSrc;
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
      style={
        block.image
          ? { backgroundImage: `url(${JSON.stringify(imageSrc(block.image, 1280))})` }
          : undefined
      }
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
