import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
}

export interface LoadOptions {
  concurrency: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

/**
 * A closed-loop load on loopback: `concurrency` clients each send the next request as soon as
 * the previous answer is read, for `seconds`, over kept-alive connections. Stops by itself.
 * Answers other than 2xx count as errors.
 */
export async function closedLoop(url: string, options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = Date.now() + options.seconds * 1000;
  let requests = 0;
  let errors = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (Date.now() < deadline) {
        const status = await send(url, options, agent);
        if (status >= 200 && status < 300) requests++;
        else errors++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { requests, errors, seconds, perSecond: requests / seconds };
}

function send(url: string, options: LoadOptions, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
