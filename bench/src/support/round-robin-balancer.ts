import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  close(): Promise<void>;
}

/** The answer header naming the upstream (its index) that served a request. */
export const upstreamHeader = 'x-bench-upstream';

/**
 * A loopback HTTP balancer: each request goes to the next upstream in turn, over kept-alive
 * connections, and its answer says which one served it (upstreamHeader), so a client can read
 * back through another. Per request rather than per connection, so kept-alive clients spread.
 */
export async function startBalancer(upstreams: readonly string[]): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    const forward = request(
      new URL(incoming.url!, upstreams[index]),
      { method: incoming.method, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [upstreamHeader]: String(index) });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502, { [upstreamHeader]: String(index) });
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
