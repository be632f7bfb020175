import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@sportsbook/contract/common';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
};

/** The first key or string value of `input` that is not safe text, or null (iterative: deep
 * nesting cannot overflow the stack). */
function findUnsafeText(input: unknown): Visit | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return visit;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (!isSafeText(key)) return { value: key, key, parent: visit };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/** Every request part, whatever its route's schema: no NUL or unpaired surrogate anywhere. */
const safeInputSchema = z.unknown().superRefine((input, ctx) => {
  const unsafe = findUnsafeText(input);
  if (unsafe) ctx.addIssue({ code: 'custom', path: pathOf(unsafe), message: UNSAFE_TEXT_MESSAGE });
});

/**
 * The zod validator compiler with the input rule every route gets by default (params, query,
 * body, headers with a schema): a route whose schema forgets `safeTextSchema` still answers 400.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: safeInputSchema.pipe(route.schema) });
