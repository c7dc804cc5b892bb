import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBalancer, upstreamHeader } from '@bench/support/round-robin-balancer';

async function upstream(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) =>
    response.end(`${name} ${request.method} ${request.url}`),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the round-robin balancer', () => {
  it('sends each request to the next upstream in turn and names it in the answer', async () => {
    const upstreams = [await upstream('a'), await upstream('b')];
    const balancer = await startBalancer(upstreams.map(({ url }) => url));
    try {
      const answers = [];
      for (let call = 0; call < 4; call++) {
        const answer = await fetch(`${balancer.url}/api/x?n=${call}`, { method: 'POST', body: 'x' });
        answers.push([answer.headers.get(upstreamHeader), await answer.text()]);
      }
      expect(answers).toEqual([
        ['0', 'a POST /api/x?n=0'],
        ['1', 'b POST /api/x?n=1'],
        ['0', 'a POST /api/x?n=2'],
        ['1', 'b POST /api/x?n=3'],
      ]);
    } finally {
      await balancer.close();
      for (const { server } of upstreams) server.close();
    }
  });
});
