import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server entry point (tsx) until it exits or `ms` pass; then it is killed. */
function runMain(env: Record<string, string>, ms = 20_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      SERVER_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEED_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('server start', () => {
  test('refuses to listen on a public address with development secrets, saying what to set', async () => {
    const { code, output } = await runMain({ SERVER_HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to listen on 0\.0\.0\.0/);
    expect(output).toMatch(/set PUSH_TOKEN_SECRET and PUSH_API_KEY/);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 30_000);
});
