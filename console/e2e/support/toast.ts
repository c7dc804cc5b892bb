import type { Locator, Page } from '@playwright/test';

/** A toast's title; Fluent also repeats it in an aria-live region, which is not the toast. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.fui-ToastTitle', { hasText: text });
}
