import { Agent, request } from 'node:http';
import { fill, type HttpRecipe } from '@bench/support/load/load-recipe';
import type { Operation, Outcome } from '@bench/support/load/operation';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTP request per call over kept-alive connections (one per client), timed from the first
 * byte sent to the last byte read; an answer other than 2xx is an error. The recipe's items, if
 * any, are dealt to the calls in the order they start.
 */
export function httpOperation(recipe: HttpRecipe, clients: number): Operation {
  const agent = new Agent({ keepAlive: true, maxSockets: clients * 2 });
  let dealt = 0;
  return {
    async run(client, seq) {
      const item = recipe.items?.[dealt++ % recipe.items.length];
      const started = performance.now();
      const body = recipe.body === undefined ? undefined : fill(recipe.body, seq, item);
      const headers = { ...recipe.headers[client % recipe.headers.length] };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await send(agent, recipe.method, fill(recipe.url, seq), headers, body);
      const latencyMs = performance.now() - started;
      const failure = failureOf(answer);
      if (failure) return { kind: 'error', why: failure };
      return recipe.verify ? readBack(agent, recipe, answer, seq, latencyMs) : { kind: 'ok', latencyMs };
    },
    async close() {
      agent.destroy();
    },
  };
}

async function readBack(
  agent: Agent,
  recipe: HttpRecipe,
  answer: Answer,
  seq: string,
  latencyMs: number,
): Promise<Outcome> {
  const { upstreamHeader, urls, expect } = recipe.verify!;
  const served = Number(answer.headers[upstreamHeader]);
  const other = urls[(served + 1) % urls.length]!;
  const read = await send(agent, 'GET', fill(other, seq), recipe.headers[0]!);
  const failure = failureOf(read);
  if (failure) return { kind: 'error', why: `read-back: ${failure}` };
  if (read.body.includes(fill(expect, seq))) return { kind: 'ok', latencyMs };
  return {
    kind: 'miss',
    latencyMs,
    why: `upstream ${served} wrote ${fill(expect, seq)}; ${other} did not show it`,
  };
}

/** The envelope's code is the HTTP status (WIRE.md), so the status alone tells a failure. */
function failureOf(answer: Answer): string | undefined {
  if (answer.status >= 200 && answer.status < 300) return undefined;
  return `${answer.status} ${answer.body.slice(0, 200)}`;
}

function send(
  agent: Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
