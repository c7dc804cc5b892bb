import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { LoadChildMessage, LoadFigures, LoadPlan, LoadRecipe } from '@bench/support/load/load-recipe';
import { type CpuWatch, openCpuWindow } from '@bench/support/load/process-cpu';

export interface LoadSettings {
  clients: number;
  seconds: number;
  warmupSeconds?: number;
  /** The server processes (and PostgreSQL) whose CPU per request the figures report. */
  watch?: CpuWatch;
}

/**
 * Runs one load in a load-generator process of its own (load-child.ts) and answers its figures,
 * with the CPU per request of the load generator, of the watched processes and the machine's
 * idle share over the measured part (not the warm-up).
 */
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
    let cpuWindow: ReturnType<typeof openCpuWindow> | undefined;
    let figures: LoadFigures | undefined;
    const answer = () => child.send('go');
    child.on('message', (message: LoadChildMessage) => {
      if (message.kind === 'measuring') {
        cpuWindow = openCpuWindow(settings.watch);
        cpuWindow.then(answer, reject);
        return;
      }
      cpuWindow!
        .then((window) => window.close(message.figures.requests, message.cpuSeconds))
        .then((cpu) => {
          figures = { ...message.figures, cpu };
          answer();
        }, reject);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`the load generator exited with ${code}`)),
    );
    child.send(plan);
  });
}
