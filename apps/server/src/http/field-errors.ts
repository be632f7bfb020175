import type { z } from 'zod';
import { FormError, type FieldError } from './errors';
import { t, type MessageLocale } from './messages';

/** The machine code of one failed check: the schema's own where it names one. */
function issueCode(issue: z.core.$ZodIssue): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  if (typeof params?.code === 'string') return params.code;
  if (
    issue.path.at(-1) === 'kind' &&
    (issue.code === 'invalid_union' || issue.code === 'invalid_value')
  )
    return 'unknown_block_kind';
  return 'invalid';
}

/**
 * An operator body that failed its schema as a 422 `validation_failed` with one entry per field
 * path (`blocks.2.html.en`, `theme.colours.primary`): the shape every form error has.
 */
export function formErrorOf(error: z.ZodError, locale: MessageLocale): FormError {
  const errors: Record<string, FieldError[]> = {};
  const add = (path: readonly PropertyKey[], entry: FieldError) =>
    (errors[path.map(String).join('.') || 'body'] ??= []).push(entry);
  for (const issue of error.issues) {
    // an unknown key is named itself, so the operator sees where the typo is
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys)
        add([...issue.path, key], { code: 'unknown_field', message: 'unknown key' });
    else add(issue.path, { code: issueCode(issue), message: issue.message });
  }
  return new FormError(t(locale, 'validation_failed'), errors);
}
