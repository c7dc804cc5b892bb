/**
 * `npm run screenshots`: drives Debian's Chromium through the real product (started as the e2e
 * suite starts it, then given a week of orders by the money simulator, so that the home page has
 * figures to show) and refreshes docs/screenshots/: login, home, a list, a form dialog, a goods
 * mould's field editor and the lock screen, in Chinese and in English. Chinese text needs a CJK font on the machine
 * (Debian: fonts-noto-cjk).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { adminApi } from '../e2e/support/admin-api';
import { startProductServer } from '../e2e/support/product-server';
import { signIn } from '../e2e/support/sign-in';

const outDir = resolve(__dirname, '../../docs/screenshots');
const words = {
  zh: {
    locale: 'zh-CN',
    add: '新增',
    lock: '锁屏',
    addField: '添加字段',
    field: (row: number, input: string) => `第${row}个字段的${input}`,
    mould: {
      name: '健身课程模板',
      key: '键名',
      label: '名称',
      fields: [
        ['coach', '教练'],
        ['level', '级别'],
      ],
    },
  },
  en: {
    locale: 'en-US',
    add: 'Add',
    lock: 'Lock',
    addField: 'Add field',
    field: (row: number, input: string) => `${input} of field ${row}`,
    mould: {
      name: 'Fitness class mould',
      key: 'Key',
      label: 'Label',
      fields: [
        ['coach', 'Coach'],
        ['level', 'Level'],
      ],
    },
  },
} as const;
type Language = keyof typeof words;

async function shoot(page: Page, language: Language, name: string): Promise<void> {
  // Let fonts, icons and transitions settle so the picture shows the finished screen.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: resolve(outDir, `${language}-${name}.png`) });
  console.log(`docs/screenshots/${language}-${name}.png`);
}

async function tour(browser: Browser, baseURL: string, language: Language): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    locale: words[language].locale,
    viewport: { width: 1366, height: 800 },
  });
  // The console remembers the language under its site key; choose it before the first page.
  await context.addInitScript(
    (chosen) => window.localStorage.setItem('saber-language', JSON.stringify(chosen)),
    language,
  );
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.locator('input[name="captchaCode"]').waitFor();
    await shoot(page, language, 'login');
    if (language === 'zh') await publishNotice(page);
    await signIn(page);
    await shoot(page, language, 'home');
    await page.goto('/system/post/index');
    await page.getByRole('grid').waitFor();
    await shoot(page, language, 'list');
    await page.getByRole('button', { name: words[language].add, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, language, 'form');
    await page.keyboard.press('Escape');
    await shootMouldEditor(page, language);
    await page.getByRole('button', { name: words[language].lock, exact: true }).first().click();
    await page.locator('input[name="lockPassword"]').fill('123456');
    await page.locator('input[name="lockPassword"]').press('Enter');
    await page.waitForURL('**/lock');
    await shoot(page, language, 'lock');
  } finally {
    await context.close();
  }
}

/** A notice for the home page to show among the latest (notices are written in one language). */
async function publishNotice(page: Page): Promise<void> {
  const api = await adminApi(page);
  await api.post('/api/blade-desk/notice/submit', {
    title: '关于开展预付资金季度对账的通知',
    category: '1',
    // Now, as the product's wire dates are written: Shanghai's wall clock.
    releaseTime: new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }),
    content: '<p>请各商户于本月底前完成预付资金的<strong>季度对账</strong>。</p>',
  });
}

/** A new goods mould with two fields in its field editor. */
async function shootMouldEditor(page: Page, language: Language): Promise<void> {
  const { add, addField, field, mould } = words[language];
  await page.goto('/prepaid/goods-mould/index');
  await page.getByRole('grid').waitFor();
  await page.getByRole('button', { name: add, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill(mould.name);
  for (const [row, [key, label]] of mould.fields.entries()) {
    await dialog.getByRole('button', { name: addField }).click();
    await dialog.getByLabel(field(row + 1, mould.key), { exact: true }).fill(key);
    await dialog.getByLabel(field(row + 1, mould.label), { exact: true }).fill(label);
  }
  await shoot(page, language, 'mould');
  await page.keyboard.press('Escape');
}

/** A week of orders through the product's own calls, as `npm run simulate` plays them for anyone. */
function simulateOrders(url: string): void {
  const args = ['run', 'simulate', '--', '--url', url, '--orders', '120', '--seed', '20261124'];
  const run = spawnSync('npm', args, { cwd: resolve(__dirname, '../..'), stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run simulate ended with ${run.status}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startProductServer();
  simulateOrders(server.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    for (const language of Object.keys(words) as Language[]) await tour(browser, server.url, language);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
