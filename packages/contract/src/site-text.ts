import { z } from 'zod';
import { safeTextSchema } from './common';

/** Locales the web ships messages for; the configuration enables a subset (spec §2, §3). */
export const SUPPORTED_LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Whether a link is http(s) or a site-relative path (never javascript:, data: or //host). */
export function isSafeLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A link an operator sets: an http(s) URL or a path of this site. */
export const linkSchema = z
  .string()
  .max(2000)
  .refine(isSafeLink, 'must be an http(s) URL or a path starting with /');

export const localeSchema = z.enum(SUPPORTED_LOCALES);

/** One text per locale; a missing locale falls back to the default locale's text. */
export const localizedTextSchema = (max: number) =>
  z.partialRecord(localeSchema, safeTextSchema(max));
