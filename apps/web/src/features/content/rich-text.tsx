import { Fragment, type ReactNode } from 'react';
import type { RichNode } from '@/api/content';
import { localizeHref } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';

/**
 * A text block's checked tree as React elements (never an HTML string): text is escaped by React,
 * only the allowed tags exist in the tree, links are https or this site's paths in the locale.
 */
export function RichText({ nodes, locale }: { nodes: readonly RichNode[]; locale: AppLocale }) {
  return <>{nodes.map((node, i) => renderNode(node, i, locale))}</>;
}

function renderNode(node: RichNode, key: number, locale: AppLocale): ReactNode {
  if (node.type === 'text') return <Fragment key={key}>{node.value}</Fragment>;
  const children = node.children.map((child, i) => renderNode(child, i, locale));
  switch (node.tag) {
    case 'br':
      return <br key={key} />;
    case 'a': {
      if (!node.href) return <Fragment key={key}>{children}</Fragment>;
      const external = node.href.startsWith('https:');
      return (
        <a
          key={key}
          href={external ? node.href : localizeHref(node.href, locale)}
          {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
        >
          {children}
        </a>
      );
    }
    default: {
      const Tag = node.tag;
      return <Tag key={key}>{children}</Tag>;
    }
  }
}
