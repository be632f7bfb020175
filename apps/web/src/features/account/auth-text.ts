import type en from '@/i18n/messages/en.json';

/** The `auth` message namespace, resolved on the server for the page's locale. */
export type AuthMessages = (typeof en)['auth'];

/** Fills `{name}` placeholders of a message (the auth texts use no plural forms). */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
