import type { Page, Response } from '@playwright/test';

export interface LoadedScript {
  url: string;
  /** The body's bytes as the network received them: compressed when the server compressed it. */
  transferredBytes: number;
  /** The encoding the script arrived in, if any (br, gzip). */
  contentEncoding: string | undefined;
}

/**
 * Every script the browser fetched while `load` ran, with what it cost on the wire: Chromium's
 * own count of the encoded body (Playwright's responseBodySize), not the size of a file.
 */
export async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<LoadedScript[]> {
  const pending: Array<Promise<LoadedScript>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.request().sizes(), response.headerValue('content-encoding')]).then(
        ([sizes, encoding]) => ({
          url: response.url(),
          transferredBytes: sizes.responseBodySize,
          contentEncoding: encoding ?? undefined,
        }),
      ),
    );
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
