/** A piece of a name: `match` pieces are the searched text, shown in <mark>. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

// the syntax characters: with the `u` flag, escaping anything else is an error
const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

/**
 * Splits `text` around every case-insensitive occurrence of `query`, as the server matches names
 * (contains, ignoring case). Indexes are taken on the original text, so letters whose lower case
 * has another length cannot shift the marks. An empty query marks nothing.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(needle.replace(REGEXP_SPECIAL, '\\$&'), 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
