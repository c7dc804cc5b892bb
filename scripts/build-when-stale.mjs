/**
 * `node scripts/build-when-stale.mjs <stamp> <source>... -- <command>...` runs the build command
 * only when a source changed since the last successful build, so `npm start` starts at once
 * after `npm ci` and rebuilds by itself after an edit. A source is a file or a folder (a folder's
 * own time moves when a file is added, renamed or removed). The stamp is removed before building
 * and written only when the command succeeds: a failed or interrupted build is never taken for
 * a finished one.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const separator = process.argv.indexOf('--');
if (separator < 4 || separator === process.argv.length - 1)
  throw new Error('usage: build-when-stale.mjs <stamp> <source>... -- <command>...');
const [stamp, ...sources] = process.argv.slice(2, separator);
const [command, ...args] = process.argv.slice(separator + 1);

/** The latest modification time of a file, or of a folder and everything under it. */
function lastChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, lastChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
if (sources.some((source) => lastChange(source) > builtAt)) {
  rmSync(stamp, { force: true });
  const { status, error } = spawnSync(command, args, { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stamp, `built ${new Date().toISOString()}\n`);
}
