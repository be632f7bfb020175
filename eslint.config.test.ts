import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';

// the rule as eslint.config.js sets it for a file, run alone on samples (no type information needed)
const eslint = new ESLint({ cwd: import.meta.dirname });
const ruleFor = async (file: string) =>
  ((await eslint.calculateConfigForFile(file)) as Linter.Config).rules?.['no-restricted-syntax'];

async function statusProblems(code: string, file = 'apps/server/src/sample.ts'): Promise<number[]> {
  const rule = await ruleFor(file);
  if (!rule) return [];
  const config: Linter.Config = {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-syntax': rule },
  };
  const messages = new Linter().verify(code, config, file);
  // a sample that does not parse would pass unnoticed: only the rule may speak
  expect(messages.filter((m) => m.ruleId !== 'no-restricted-syntax')).toEqual([]);
  return messages.map((m) => m.line);
}

describe('lint: no numeric status comparisons (eslint.config.js)', () => {
  test.each([
    ['a match status against a code', 'if (match.status === 1) go();'],
    ['"is live" written out', 'const live = (status: number) => status === 1 || status === 2;'],
    ['a code on the left', 'const over = 3 <= event.status;'],
    ['a negative market code', 'const suspended = market.status !== -1;'],
    ['a wire field', 'const prematch = selection.match_status == 0;'],
    ['a camelCase field', 'const allowed = row.marketStatus === 1;'],
    ['a switch over codes', 'switch (m.status) {\n  case 2:\n    stop();\n}'],
    ['a Drizzle eq', 'db.select().where(eq(events.status, 4));'],
    ['a Drizzle inArray', 'db.select().where(inArray(markets.status, [1, -1]));'],
  ])('refuses %s', async (_name, code) => {
    expect((await statusProblems(code)).length).toBeGreaterThan(0);
  });

  test.each([
    ['a named predicate', 'const live = isLive(match.status);'],
    ['a named code', 'const live = match.status === MATCH_STATUS.live;'],
    ['an HTTP status', 'if (response.status === 404 || answer.status >= 500) retry();'],
    ['a named list', 'db.select().where(inArray(events.status, [...LIVE_MATCH_STATUSES]));'],
    ['another field', 'const first = row.position === 0;'],
  ])('allows %s', async (_name, code) => {
    expect(await statusProblems(code)).toEqual([]);
  });

  test('applies to the apps and packages, not to e2e (it reads the wire as a stranger would)', async () => {
    const sample = 'const live = match.status === 1;';
    expect(await statusProblems(sample, 'apps/web/src/catalog/sample.tsx')).toEqual([1]);
    expect(await statusProblems(sample, 'packages/betting/src/sample.ts')).toEqual([1]);
    expect(await statusProblems(sample, 'e2e/tests/sample.spec.ts')).toEqual([]);
  });
});
