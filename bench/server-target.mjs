// Runs a bench target of apps/server/bench in-process with tsx (no build, apps/server paths), like
// bench/placement.mjs: its progress lines go to the notes, its one JSON line on stdout is the answer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { note, track } from './lib.mjs';

/**
 * Runs `apps/server/bench/<file>` to its end and resolves with the JSON of its last stdout line;
 * rejects when it fails or outlasts `timeoutMs` (then it is killed).
 */
export function runServerTarget(file, { env = {}, timeoutMs, label }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'bench', file)],
    {
      cwd: path.join(ROOT, 'apps', 'server'),
      // measure what operators run: no per-answer contract checks
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  track(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not finish in ${timeoutMs} ms: ${err.slice(-500)}`));
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      err = (err + chunk).slice(-20_000);
      for (const line of chunk.split('\n')) if (line.trim()) note(`${label}: ${line.trim()}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last) {
        reject(new Error(`${file} exited with ${code}: ${err.slice(-500)}`));
        return;
      }
      try {
        resolve(JSON.parse(last));
      } catch (error) {
        reject(new Error(`${file} printed no JSON: ${String(error)}`));
      }
    });
  });
}
