import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';

// The rules of the `deps` row (.dependency-cruiser.cjs), run on a throw-away tree with one wrong import.
interface Violation {
  rule: string;
  from: string;
  to: string;
}
type FindViolations = (
  files: string[],
  configFile: string,
  options: { baseDir: string },
) => Promise<Violation[]>;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { findViolations } = (await import(path.join(ROOT, 'scripts', 'deps.mjs'))) as {
  findViolations: FindViolations;
};

/** A small workspace that keeps every rule: a feature with a face, ui below it, a route above. */
const CLEAN: Record<string, string> = {
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  'apps/web/src/ui/button.ts': 'export const button = 1;\n',
  'apps/web/src/api/client.ts':
    "import { button } from '@/ui/button';\nexport const client = button;\n",
  'apps/web/src/session/session.ts':
    "import { client } from '@/api/client';\nexport const session = client;\n",
  'apps/web/src/features/slip/inner.ts':
    "import { session } from '@/session/session';\nexport const inner = session;\n",
  'apps/web/src/features/slip/index.ts': "export { inner } from './inner';\n",
  'apps/web/app/page.ts': "import { inner } from '@/features/slip';\nexport default inner;\n",
  'packages/betting/src/odds.ts': 'export const odds = 2;\n',
};

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

async function violationsWith(extra: Record<string, string>): Promise<Violation[]> {
  const tree = mkdtempSync(path.join(tmpdir(), 'layers-'));
  trees.push(tree);
  for (const [file, text] of Object.entries({ ...CLEAN, ...extra })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  copyFileSync(
    path.join(ROOT, '.dependency-cruiser.cjs'),
    path.join(tree, '.dependency-cruiser.cjs'),
  );
  return findViolations(['apps', 'packages'], '.dependency-cruiser.cjs', { baseDir: tree });
}

const rulesOf = (violations: Violation[]) => [...new Set(violations.map((v) => v.rule))].sort();

describe('dependency rules', () => {
  test('a tree that keeps the layers passes', async () => {
    expect(await violationsWith({})).toEqual([]);
  });

  test.each([
    [
      'a lower layer imports a feature (even its bare face)',
      {
        'apps/web/src/ui/wrong.ts': "import { inner } from '@/features/slip';\nexport { inner };\n",
      },
      ['web-layer-ui-i18n'],
    ],
    [
      'the real-time layer imports the session',
      {
        'apps/web/src/realtime/wrong.ts':
          "import { session } from '@/session/session';\nexport { session };\n",
      },
      ['web-layer-api-realtime'],
    ],
    [
      'a route imports the inside of a feature',
      {
        'apps/web/app/wrong.ts':
          "import { inner } from '@/features/slip/inner';\nexport { inner };\n",
      },
      ['web-feature-face'],
    ],
    [
      'a feature imports another feature',
      { 'apps/web/src/features/other/index.ts': "export { inner } from '@/features/slip';\n" },
      ['web-features-apart'],
    ],
    [
      'a component imports a wire shape',
      {
        'packages/contract/src/match.ts': 'export type MatchWire = { match_id: number };\n',
        'apps/web/src/features/slip/wire.ts':
          "import type { MatchWire } from '../../../../../packages/contract/src/match';\nexport type Row = MatchWire;\n",
      },
      ['web-wire-in-api'],
    ],
    [
      'two files import each other',
      {
        'apps/web/src/ui/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'apps/web/src/ui/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
      ['no-circular'],
    ],
    [
      'a package imports an app',
      {
        'packages/betting/src/wrong.ts':
          "import { button } from '../../../apps/web/src/ui/button';\nexport { button };\n",
      },
      ['packages-not-to-apps'],
    ],
    [
      'an app imports another app',
      {
        'apps/server/src/wrong.ts':
          "import { button } from '../../web/src/ui/button';\nexport { button };\n",
      },
      ['apps-not-to-each-other'],
    ],
  ])('%s fails', async (_case, extra, rules) => {
    expect(rulesOf(await violationsWith(extra))).toEqual(rules);
  });
});
