import { fill } from '@/i18n/fill';

/** A message namespace read raw on the server and handed to client components. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * The text at a dot path of the namespace, placeholders filled; `fallback` (a path too) when the
 * key is missing, so a server key without a translation still reads as a sentence.
 */
export function text(
  messages: MessageTree,
  path: string,
  values: Readonly<Record<string, string | number>> = {},
  fallback?: string,
): string {
  const found = path
    .split('.')
    .reduce<string | MessageTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  if (typeof found === 'string') return fill(found, values);
  return fallback === undefined ? path : text(messages, fallback, values);
}
