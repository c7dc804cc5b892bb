import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRecipe } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { startBalancer, upstreamHeader } from '@bench/support/round-robin-balancer';

/** A loopback server answering `answer(request, body)`, recording the bodies it was sent. */
async function serve(answer: (request: IncomingMessage, body: string) => [number, string]) {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') bodies.push(body);
      const [status, text] = answer(request, body);
      response.writeHead(status).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const post = (url: string, extra: Partial<HttpRecipe> = {}): HttpRecipe => ({
  kind: 'http',
  method: 'POST',
  url: `${url}/submit`,
  headers: [{ 'x-client': 'a' }, { 'x-client': 'b' }],
  body: '{"key":"k.{{seq}}"}',
  ...extra,
});

describe('runLoad, from a process of its own', () => {
  it('counts every answered request, each sent with a body of its own', async () => {
    const server = await serve(() => [200, '{"code":200}']);
    try {
      const figures = await runLoad(post(server.url), { clients: 2, seconds: 0.5 });
      expect(figures.errors).toBe(0);
      expect(figures.requests).toBe(server.bodies.length);
      expect(new Set(server.bodies).size).toBe(server.bodies.length);
      expect(figures.p50).toBeGreaterThan(0);
      expect(figures.max).toBeGreaterThanOrEqual(figures.p99);
    } finally {
      await server.close();
    }
  });

  it('counts answers other than 2xx as errors and says what the first one was', async () => {
    const server = await serve(() => [409, '{"code":409,"msg":"taken"}']);
    try {
      const figures = await runLoad(post(server.url), { clients: 2, seconds: 0.3 });
      expect(figures.requests).toBe(0);
      expect(figures.errors).toBe(server.bodies.length);
      expect(figures.firstFailure).toContain('409');
    } finally {
      await server.close();
    }
  });

  it('reports the CPU per request of the watched server, of PostgreSQL and of the load generator', async () => {
    // The server here is this very process: each answer burns a known slice of its CPU.
    const server = await serve(() => {
      const until = performance.now() + 2;
      while (performance.now() < until);
      return [200, '{"code":200}'];
    });
    try {
      const watch = { serverPids: [process.pid], postgres: true };
      const { cpu, requests } = await runLoad(post(server.url), { clients: 2, seconds: 1, watch });
      expect(requests).toBeGreaterThan(0);
      expect(cpu!.server).toBeGreaterThanOrEqual(1.5);
      expect(cpu!.postgres).toBeGreaterThanOrEqual(0);
      expect(cpu!.loadGenerator).toBeGreaterThan(0);
      expect(cpu!.idle).toBeGreaterThanOrEqual(0);
      expect(cpu!.idle).toBeLessThan(1);
      expect(cpu!.stolen).toBeGreaterThanOrEqual(0);
    } finally {
      await server.close();
    }
  });

  it('watches nothing but the machine and the load generator unless told', async () => {
    const server = await serve(() => [200, '{"code":200}']);
    try {
      const { cpu } = await runLoad(post(server.url), { clients: 1, seconds: 0.3 });
      expect(cpu!.server).toBeUndefined();
      expect(cpu!.postgres).toBeUndefined();
      expect(cpu!.loadGenerator).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('deals the items to successive requests in turn, one each', async () => {
    const server = await serve(() => [200, '{"code":200}']);
    const items = ['a', 'b', 'c'];
    try {
      const recipe = post(server.url, { body: '{"key":"{{item}}"}', items });
      const figures = await runLoad(recipe, { clients: 2, seconds: 0.5 });
      const keys = server.bodies.map((body) => (JSON.parse(body) as { key: string }).key);
      expect(keys).toHaveLength(figures.requests);
      const counts = items.map((item) => keys.filter((key) => key === item).length);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(keys.length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    } finally {
      await server.close();
    }
  });

  describe('reading back through the other upstream of a balancer', () => {
    /** An upstream that keeps posted keys in `written` and shows, by GET ?key=, whether it holds one. */
    const keeping = (written: Set<string>) =>
      serve((request, body) => {
        if (request.method === 'POST') written.add((JSON.parse(body) as { key: string }).key);
        const key = new URL(request.url!, 'http://loopback').searchParams.get('key')!;
        return [200, written.has(key) ? `{"key":"${key}"}` : '{}'];
      });

    async function readBackMisses(first: Set<string>, second: Set<string>) {
      const upstreams = [await keeping(first), await keeping(second)];
      const balancer = await startBalancer(upstreams.map((upstream) => upstream.url));
      try {
        const verify = {
          upstreamHeader,
          urls: upstreams.map((upstream) => `${upstream.url}/list?key=k.{{seq}}`),
          expect: '"key":"k.{{seq}}"',
        };
        return await runLoad(post(balancer.url, { verify }), { clients: 2, seconds: 0.5 });
      } finally {
        await balancer.close();
        await Promise.all(upstreams.map((upstream) => upstream.close()));
      }
    }

    it('finds no miss when both upstreams share what was written', async () => {
      const shared = new Set<string>();
      const figures = await readBackMisses(shared, shared);
      expect(figures.requests).toBeGreaterThan(1);
      expect(figures.misses).toBe(0);
    });

    it('counts every write the other upstream does not show as a miss', async () => {
      const figures = await readBackMisses(new Set(), new Set());
      expect(figures.requests).toBeGreaterThan(1);
      expect(figures.misses).toBe(figures.requests);
      expect(figures.firstFailure).toMatch(/did not show it/);
    });
  });
});
