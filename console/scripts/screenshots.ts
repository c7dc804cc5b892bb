/**
 * `npm run screenshots`: drives Debian's Chromium through the real product (started as the e2e
 * suite starts it) and refreshes docs/screenshots/: login, home, a list, a form dialog and the
 * lock screen, in Chinese and in English. Chinese text needs a CJK font on the machine
 * (Debian: fonts-noto-cjk).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startProductServer } from '../e2e/support/product-server';
import { signIn } from '../e2e/support/sign-in';

const outDir = resolve(__dirname, '../../docs/screenshots');
const words = {
  zh: { locale: 'zh-CN', add: '新增', lock: '锁屏' },
  en: { locale: 'en-US', add: 'Add', lock: 'Lock' },
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
    await signIn(page);
    await shoot(page, language, 'home');
    await page.goto('/system/post/index');
    await page.getByRole('grid').waitFor();
    await shoot(page, language, 'list');
    await page.getByRole('button', { name: words[language].add, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, language, 'form');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: words[language].lock, exact: true }).first().click();
    await page.locator('input[name="lockPassword"]').fill('123456');
    await page.locator('input[name="lockPassword"]').press('Enter');
    await page.waitForURL('**/lock');
    await shoot(page, language, 'lock');
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startProductServer();
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
