import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const statisticsPage = '/prepaid/merchant-statistics/index';

const statistics = (page: Page, title = '商户统计') => page.getByRole('region', { name: title });

test('the statistics search bar keeps its buttons apart', async ({ page }) => {
  await signIn(page);
  await page.goto(statisticsPage);
  const search = statistics(page).getByRole('search');
  const query = await search.getByRole('button', { name: '查询' }).boundingBox();
  const exportButton = await search.getByRole('button', { name: '导出' }).boundingBox();
  expect(query && exportButton).toBeTruthy();
  expect(exportButton!.x - (query!.x + query!.width)).toBeGreaterThanOrEqual(4);
});
