/**
 * `node scripts/build.mjs [server|console]...` (npm run build, npm ci's prepare, npm start's
 * prestart): builds each part, both by default, only when one of its sources changed since its
 * last successful build, so that `npm start` starts at once after `npm ci` and rebuilds by itself
 * after an edit. One node process rather than a chain of npm scripts: npm start pays for this
 * check at every start. A source is a file or a folder (a folder's own time moves when a file
 * is added, renamed or removed). A part's stamp is removed before building and written only
 * when the build succeeds, so a failed or interrupted build is never taken for a finished one.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';

const bin = (name) => join('node_modules', '.bin', name);

const parts = {
  // The server: TypeScript to CommonJS by swc (swc-server.json), aliases rewritten, specs left out.
  server: {
    stamp: 'dist/server.built',
    sources: ['services/src', 'projections/src', 'infra/src', 'swc-server.json', 'package-lock.json'],
    command: [bin('swc'), 'services/src', 'projections/src', 'infra/src', '-d', 'dist/server'],
    options: ['--config-file', 'swc-server.json', '--delete-dir-on-start', '--quiet'],
  },
  // The console: Vite, with a brotli and a gzip copy of every file (console/vite.config.mts).
  console: {
    stamp: 'dist/console.built',
    sources: [
      'console/src',
      'console/index.html',
      'console/vite.config.mts',
      'console/tsconfig.json',
      'package-lock.json',
    ],
    command: [bin('vite'), 'build', 'console'],
    options: ['--logLevel', 'warn'],
  },
};

/** The latest modification time of a file, or of a folder and everything under it. */
function lastChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, lastChange(join(path, name))),
    stat.mtimeMs,
  );
}

function buildWhenStale(name) {
  const part = parts[name];
  if (!part) throw new Error(`unknown part ${name}; known: ${Object.keys(parts).join(', ')}`);
  const builtAt = statSync(part.stamp, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
  if (!part.sources.some((source) => lastChange(source) > builtAt)) return;
  rmSync(part.stamp, { force: true });
  const [command, ...args] = part.command;
  const { status, error } = spawnSync(command, [...args, ...part.options], { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
  // The console's build writes outside dist/, so on a fresh checkout dist/ may not exist yet.
  mkdirSync(dirname(part.stamp), { recursive: true });
  writeFileSync(part.stamp, `built ${new Date().toISOString()}\n`);
}

const chosen = process.argv.slice(2);
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) buildWhenStale(name);
