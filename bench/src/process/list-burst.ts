import { closedLoop } from '@bench/support/closed-loop';

/**
 * `node -r @swc-node/register bench/src/process/list-burst.ts <url> <seconds> <clients>` with
 * BENCH_TOKEN set: sends authenticated list requests for the given seconds and prints the result
 * as JSON. A process of its own, importing nothing of the product, so that the load generator's
 * memory and CPU are not counted as the server's.
 */
async function main(): Promise<void> {
  const [url, seconds, clients] = process.argv.slice(2);
  const token = process.env.BENCH_TOKEN;
  if (!url || !seconds || !clients || !token)
    throw new Error('usage: BENCH_TOKEN=<token> list-burst.ts <url> <seconds> <clients>');
  const result = await closedLoop(`${url}/api/blade-system/param/list?current=1&size=10`, {
    concurrency: Number(clients),
    seconds: Number(seconds),
    headers: { 'blade-auth': `bearer ${token}` },
  });
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
