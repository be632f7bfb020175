import type { z } from 'zod';
import { FormError, type FieldError } from '@/http/errors';
import { t, type MessageLocale } from '@/http/messages';

/** The machine code of one failed check: the schema's own where it names one. */
function issueCode(issue: z.core.$ZodIssue): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  if (typeof params?.code === 'string') return params.code;
  if (
    issue.path.at(-1) === 'kind' &&
    (issue.code === 'invalid_union' || issue.code === 'invalid_value')
  )
    return 'unknown_block_kind';
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  return 'invalid';
}

/** A body that failed its schema as a 422 with one entry per field path (`blocks.2.html.en`). */
export function formErrorOf(error: z.ZodError, locale: MessageLocale): FormError {
  const errors: Record<string, FieldError[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push({ code: issueCode(issue), message: issue.message });
  }
  return new FormError(t(locale, 'validation_failed'), errors);
}
