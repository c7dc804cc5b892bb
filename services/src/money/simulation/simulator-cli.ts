import { parseArgs } from 'node:util';
import { simulate } from '@services/money/simulation/simulation';
import { summaryLines } from '@services/money/simulation/simulation-summary';

const usage = `usage: npm run simulate -- [--orders N] [--url URL] [--seed S] [--days D]
  [--tenant ID] [--account NAME] [--password TEXT] [--bank-url URL]
  --orders    orders to make (default 100)
  --url       the running product (default http://127.0.0.1:8080)
  --seed      the same seed plays the same orders, fates and amounts (default: a new one, printed)
  --days      days the orders spread over, the last being today (default 7)
  --tenant, --account, --password   who calls (default 000000, admin, admin)
  --bank-url  the fake supervise bank (default: the one the product's /api/health names)`;

/**
 * `npm run simulate -- --orders N`: consumers, the supervise bank and the operators played
 * against a running product through its real calls (simulation.ts). Prints each day's progress
 * and a summary; exits 1 when a call fails, 2 on a wrong option.
 */
async function main(argv: string[]): Promise<number> {
  const options = optionsOf(argv);
  if (typeof options === 'string') {
    console.error(options);
    console.error(usage);
    return 2;
  }
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  console.log(`simulating ${options.orders} orders against ${options.url} (seed ${seed})`);
  const summary = await simulate({
    ...options,
    seed,
    runTag: `SIM${Date.now().toString(36).toUpperCase()}-`,
    progress: (line) => console.log(line),
  });
  for (const line of summaryLines(summary)) console.log(line);
  return 0;
}

function optionsOf(argv: string[]) {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        orders: { type: 'string', default: '100' },
        url: { type: 'string', default: 'http://127.0.0.1:8080' },
        seed: { type: 'string' },
        days: { type: 'string', default: '7' },
        tenant: { type: 'string', default: '000000' },
        account: { type: 'string', default: 'admin' },
        password: { type: 'string', default: 'admin' },
        'bank-url': { type: 'string' },
      },
    }).values;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const orders = Number(values.orders);
  const days = Number(values.days);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!Number.isInteger(orders) || orders < 1)
    return `--orders takes a whole number above 0, got ${values.orders}`;
  if (!Number.isInteger(days) || days < 1) return `--days takes a whole number above 0, got ${values.days}`;
  if (seed !== undefined && !Number.isInteger(seed)) return `--seed takes a whole number, got ${values.seed}`;
  return {
    orders,
    days,
    seed,
    url: values.url.replace(/\/+$/, ''),
    bankUrl: values['bank-url'],
    who: { tenantId: values.tenant, account: values.account, password: values.password },
  };
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`simulation failed: ${reasonOf(error)}`);
    process.exit(1);
  },
);

/** The error's message, with its cause's where it has one ("fetch failed" says little alone). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}
