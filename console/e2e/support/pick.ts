import type { Locator, Page } from '@playwright/test';

/** Opens a dropdown and chooses the option of that exact name (its list opens outside the dialog). */
export async function pick(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
