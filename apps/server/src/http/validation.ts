import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeText, MAX_INPUT_DEPTH, UNSAFE_TEXT_MESSAGE } from '@sportsbook/contract/common';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
  depth: number;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
};

const TOO_DEEP_MESSAGE = `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`;

/**
 * The first place of `input` that no route may take: a key or string that is not safe text, or
 * nesting past {@link MAX_INPUT_DEPTH} (zod's recursive schemas would overflow the stack). The
 * walk itself is iterative.
 */
function findUnsafe(input: unknown): { at: Visit; message: string } | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return { at: visit, message: UNSAFE_TEXT_MESSAGE };
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (depth >= MAX_INPUT_DEPTH) return { at: visit, message: TOO_DEEP_MESSAGE };
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const at: Visit = { value: child, key, parent: visit, depth: depth + 1 };
        if (!isSafeText(key)) return { at, message: UNSAFE_TEXT_MESSAGE };
        stack.push(at);
      }
    }
  }
  return null;
}

/** Every request part, whatever its route's schema: safe text only, nesting bounded. */
const safeInputSchema = z.unknown().superRefine((input, ctx) => {
  const unsafe = findUnsafe(input);
  if (unsafe) ctx.addIssue({ code: 'custom', path: pathOf(unsafe.at), message: unsafe.message });
});

/**
 * The zod validator compiler with the input rules every route gets by default (params, query,
 * body, headers with a schema): a route whose schema forgets `safeTextSchema` still answers 400,
 * and no schema recurses into input nested deeper than {@link MAX_INPUT_DEPTH}.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: safeInputSchema.pipe(route.schema) });
