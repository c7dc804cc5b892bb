import { fork } from 'node:child_process';
import path from 'node:path';

export interface EmmettRebuildResult {
  events: number;
  seconds: number;
}

/**
 * Runs Emmett's rebuild (emmett-rebuild.ts) in a child process and answers its timing. Emmett's
 * driver replaces node-postgres's type parsers process-wide (int8 → BigInt, json through its own
 * serializer) as soon as it opens a pool; in a process of its own that cannot reach our figures.
 */
export function measureEmmettRebuild(events: number, batchSize: number): Promise<EmmettRebuildResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'emmett-rebuild.ts'), [String(events), String(batchSize)], {
      execArgv: ['-r', '@swc-node/register'],
    });
    let result: EmmettRebuildResult | undefined;
    child.on('message', (message) => {
      result = message as EmmettRebuildResult;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`Emmett's rebuild failed (exit ${code ?? signal}); see its output above`));
    });
  });
}
