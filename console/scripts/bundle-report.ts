/**
 * `npm run bundle-report`: builds the console, prints every chunk's size (raw and gzipped) and
 * what the login page actually loads in Chromium, with the size of the brotli file the server
 * sends for each, against the 250 KB budget. (console/e2e/login-bundle.e2e.ts holds the budget
 * on the bytes the real server transfers.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { scriptsLoadedBy } from '../e2e/support/login-scripts';

const dist = resolve(__dirname, '../dist');
const budget = 250 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;

function chunkTable(): void {
  const assets = join(dist, 'assets');
  const rows = readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => {
      const content = readFileSync(join(assets, name));
      return { name, raw: statSync(join(assets, name)).size, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${'chunk'.padEnd(48)}${'raw'.padStart(11)}${'gzip'.padStart(11)}`);
  for (const row of rows) console.log(`${row.name.padEnd(48)}${kb(row.raw)}${kb(row.gzip)}`);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`${'all chunks'.padEnd(48)}${kb(total.raw)}${kb(total.gzip)}`);
}

/** The built console over plain HTTP, index.html for every path (as the API server hosts it). */
function serveDist(): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const file = join(dist, path);
    const found = file.startsWith(dist) && statSync(file, { throwIfNoEntry: false })?.isFile();
    const served = found ? file : join(dist, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(served)] ?? 'text/html' });
    response.end(readFileSync(served));
  });
  return new Promise((resolveServer) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveServer({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

async function loginPage(): Promise<boolean> {
  const site = await serveDist();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = await scriptsLoadedBy(page, () => page.goto(`${site.url}/login`));
    console.log('\nscripts the login page loads:');
    const sent = scripts.map((script) => {
      const path = new URL(script.url).pathname;
      return { path, brotliBytes: statSync(join(dist, `${path}.br`)).size };
    });
    for (const script of sent) console.log(`${script.path.padEnd(59)}${kb(script.brotliBytes)}`);
    const total = sent.reduce((sum, script) => sum + script.brotliBytes, 0);
    console.log(
      `${'login page total (brotli)'.padEnd(59)}${kb(total)}   budget ${kb(budget).trim()}  ratio ${(total / budget).toFixed(2)}`,
    );
    return total <= budget;
  } finally {
    await browser.close();
    site.close();
  }
}

async function main(): Promise<void> {
  chunkTable();
  if (!(await loginPage())) process.exitCode = 1;
}

void main();
