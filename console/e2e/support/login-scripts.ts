import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadedScript {
  url: string;
  gzipBytes: number;
}

/** Every script the browser fetched while `load` ran, with its gzip-compressed size. */
export async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<LoadedScript[]> {
  const pending: Array<Promise<LoadedScript>> = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return Promise.all(pending);
}
