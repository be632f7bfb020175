import { parseFragment } from 'parse5';

/*
 * The rich text of a content page's text block (issue 16 item 2: "a safe rich-text subset, no
 * script"): parsed by parse5 (the WHATWG parser browsers follow), then checked against an allow
 * list. The web renders the checked tree as React elements, never as an HTML string.
 */

/** Elements a text block may hold; nothing else passes (no script, style, iframe, img). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

export type RichNode =
  | { type: 'text'; value: string }
  | { type: 'element'; tag: RichTextTag; href?: string; children: RichNode[] };

/** A link a page may carry: https, or a path of this site (`/about`, never `//host`). */
export const isSafeHref = (href: string): boolean =>
  /^https:\/\/[^\s/?#]+[^\s]*$/i.test(href) || /^\/(?!\/)[^\s\\]*$/.test(href);

interface P5Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
}

const isRichTag = (name: string): name is RichTextTag =>
  (RICH_TEXT_TAGS as readonly string[]).includes(name);

/** The first thing in `html` outside the subset, as a message; null when it is all allowed. */
export function richTextProblem(html: string): string | null {
  return parse(html).problem;
}

/** The checked tree of `html`; throws when it holds anything outside the subset. */
export function parseRichText(html: string): RichNode[] {
  const { nodes, problem } = parse(html);
  if (problem) throw new Error(problem);
  return nodes;
}

function parse(html: string): { nodes: RichNode[]; problem: string | null } {
  const fragment = parseFragment(html) as unknown as P5Node;
  let problem: string | null = null;
  const convert = (node: P5Node): RichNode | null => {
    if (node.nodeName === '#text') return { type: 'text', value: node.value ?? '' };
    if (node.nodeName === '#comment') return null;
    if (!isRichTag(node.nodeName)) {
      problem ??= `<${node.nodeName}> is not allowed in rich text`;
      return null;
    }
    let href: string | undefined;
    for (const attr of node.attrs ?? []) {
      if (node.nodeName === 'a' && attr.name === 'href' && isSafeHref(attr.value.trim())) {
        href = attr.value.trim();
      } else {
        problem ??=
          attr.name === 'href'
            ? `link "${attr.value.slice(0, 80)}" must be https or a path of this site`
            : `attribute ${attr.name} is not allowed on <${node.nodeName}>`;
      }
    }
    const children = (node.childNodes ?? []).map(convert).filter((n) => n !== null);
    return href === undefined
      ? { type: 'element', tag: node.nodeName, children }
      : { type: 'element', tag: node.nodeName, href, children };
  };
  const nodes = (fragment.childNodes ?? []).map(convert).filter((n) => n !== null);
  return { nodes, problem };
}
