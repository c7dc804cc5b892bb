import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { LoadFigures, LoadPlan, LoadRecipe } from '@bench/support/load/load-recipe';

export interface LoadSettings {
  clients: number;
  seconds: number;
  warmupSeconds?: number;
}

/** Runs one load in a load-generator process of its own (load-child.ts) and answers its figures. */
export function runLoad(recipe: LoadRecipe, settings: LoadSettings): Promise<LoadFigures> {
  const plan: LoadPlan = {
    recipe,
    clients: settings.clients,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds ?? 0,
    runId: randomBytes(4).toString('hex'),
  };
  const child = fork(join(__dirname, 'load-child.ts'), {
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let figures: LoadFigures | undefined;
    child.once('message', (message: LoadFigures) => (figures = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`the load generator exited with ${code}`)),
    );
    child.send(plan);
  });
}
