import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRecipe } from '@bench/support/load/load-recipe';
import { alternately, figuresOf, rateOf } from '@bench/support/load/loads-in-turn';

/** A loopback server that notes, for each request, which load sent it, in the order they came. */
async function serve(heard: string[]) {
  const server: Server = createServer((request, response) => {
    heard.push(request.headers['x-load'] as string);
    response.writeHead(200).end('{"code":200}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const getAs = (url: string, load: string): HttpRecipe => ({
  kind: 'http',
  method: 'GET',
  url,
  headers: [{ 'x-load': load }],
});

describe('loads in turn', () => {
  it('runs each load in turn, round after round, each watching its own server', async () => {
    const heard: string[] = [];
    const server = await serve(heard);
    try {
      const ran = await alternately(
        [
          ['a', getAs(server.url, 'a')],
          ['b', getAs(server.url, 'b'), { serverPids: [process.pid], postgres: false }],
        ],
        { clients: 1, seconds: 0.2 },
        2,
      );
      expect(ran.map(([label]) => label)).toEqual(['a', 'b', 'a', 'b']);
      // The server heard the loads in the same turns: a's requests, then b's, twice over.
      const turns = heard.filter((load, index) => load !== heard[index - 1]);
      expect(turns).toEqual(['a', 'b', 'a', 'b']);
      // Only the load given a watch reports its server's CPU.
      expect(ran.map(([, figures]) => figures.cpu?.server !== undefined)).toEqual([false, true, false, true]);
      const [first, second, third, fourth] = ran.map(([, figures]) => figures);
      // Each label's figures, one per round, in the order they ran.
      expect(figuresOf(ran, 'b')).toEqual([second, fourth]);
      expect(rateOf(ran, 'a')).toBeCloseTo(
        (first!.requests + third!.requests) / (first!.seconds + third!.seconds),
        6,
      );
    } finally {
      await server.close();
    }
  });
});
