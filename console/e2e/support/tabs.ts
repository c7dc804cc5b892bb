import { expect, type Locator, type Page } from '@playwright/test';

export const tabBar = (page: Page): Locator => page.getByRole('tablist', { name: '已打开的页面' });

/** The shown tabs' labels; Fluent keeps a hidden bold copy of each label, left out here. */
export async function expectTabs(page: Page, labels: string[]): Promise<void> {
  await expect(tabBar(page).getByRole('tab')).toHaveText(labels, { useInnerText: true });
}

/** Opens a page from the sidebar by its menu name. */
export async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByText(name, { exact: true }).click();
}

/** Closes an opened page with the pointer, by the close icon beside its tab. */
export async function closeTab(page: Page, label: string): Promise<void> {
  await tabBar(page)
    .locator('[data-opened-tab]', { has: page.getByRole('tab', { name: label, exact: true }) })
    .locator('[data-tab-close]')
    .click();
}
