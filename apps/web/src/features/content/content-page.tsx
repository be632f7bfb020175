import type { CSSProperties, ReactNode } from 'react';
import type { ContentBlock, ContentPage } from '@/api/content';
import { brandColourEntries } from '@/api/site-config';
import type { AppLocale } from '@/i18n/routing';
import {
  ButtonBlock,
  IframeBlock,
  ImageBlock,
  LabelBlock,
  PageBannerBlock,
  TextBlock,
} from './basic-blocks';
import styles from './content.module.css';

/** The blocks whose content comes from the catalogue or other features: the composer draws them. */
export type DataBlock = Exclude<
  ContentBlock,
  { kind: 'label' | 'text' | 'image' | 'button' | 'page_banner' | 'iframe' }
>;

export interface ContentPageViewProps {
  page: ContentPage;
  locale: AppLocale;
  /** Draws a data block with the catalogue or feature component of its kind. */
  renderDataBlock: (block: DataBlock) => ReactNode;
  /** The home page's heading is for assistive technology only: its sections show theirs. */
  hideTitle?: boolean;
  /** A frame's accessible name when the operator set no title. */
  frameTitle: string;
  /** Where an operator's image is loaded from at a display width (the image proxy, spec §7). */
  imageSrc: (src: string, width: number) => string;
}

function renderBlock(block: ContentBlock, props: ContentPageViewProps): ReactNode {
  const { locale } = props;
  switch (block.kind) {
    case 'label':
      return <LabelBlock block={block} />;
    case 'text':
      return <TextBlock block={block} locale={locale} />;
    case 'image':
      return <ImageBlock block={block} locale={locale} imageSrc={props.imageSrc} />;
    case 'button':
      return <ButtonBlock block={block} locale={locale} />;
    case 'page_banner':
      return <PageBannerBlock block={block} locale={locale} imageSrc={props.imageSrc} />;
    case 'iframe':
      return <IframeBlock block={block} title={block.title ?? props.frameTitle} />;
    default:
      return props.renderDataBlock(block);
  }
}

/** A content page (spec §2): its <h1>, then its blocks in the operator's order. */
export function ContentPageView(props: ContentPageViewProps) {
  const { page, hideTitle = false } = props;
  // spec §2 per-page style: the page's own brand colours (checked hex colours) over the site's
  const colours = Object.fromEntries(brandColourEntries(page.style.colours)) as CSSProperties;
  return (
    <div className={styles.page} style={colours} data-width={page.style.width}>
      <h1 className={hideTitle ? 'visually-hidden' : styles.title}>{page.title}</h1>
      {page.blocks.map((block) => (
        <div key={block.id} data-block={block.kind} data-block-id={block.id}>
          {renderBlock(block, props)}
        </div>
      ))}
    </div>
  );
}
