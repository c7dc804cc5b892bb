import { expect, test } from '@playwright/test';

test('the server hosts the console at / and answers deep links with it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('预付管家');
  const deepLink = await page.request.get('/system/post/index');
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root">');
  const unknownApi = await page.request.get('/api/no-such-route');
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toMatchObject({ code: 404, success: false });
});
