import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { menuPages, showMenuPage } from './support/menu-pages';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);

const openedTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name });

test('locking asks for the password in the app’s words, and unlocking returns to the page that was open, after a reload too', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/post/index');
  await page.goto('/system/param/index');
  await expect(openedTab(page, '参数管理')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(dialog.getByText('请输入锁屏密码')).toBeVisible();
  await page.locator('input[name="lockPassword"]').fill('let-me-in');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);

  await page.reload();
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByText('请输入锁屏密码')).toBeVisible();
  await page.locator('input[name="unlockPassword"]').fill('let-me-in');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/system\/param\/index$/);
  await expect(openedTab(page, '参数管理')).toHaveAttribute('aria-selected', 'true');
});

test('the parameter list shows each value, cut short with the whole text on hover', async ({ page }) => {
  const longValue = `${'https://pay.example.com/notify/'.repeat(8)}${run}`;
  const api = await adminApi(page);
  await api.post('/api/blade-system/param/submit', {
    paramName: `长参数${run}`,
    paramKey: `e2e.long.${run}`,
    paramValue: longValue,
  });
  await signIn(page);
  await page.goto('/system/param/index');
  const params = page.getByRole('region', { name: '参数管理' });
  await expect(params.getByRole('columnheader', { name: '参数键值' })).toBeVisible();
  const value = params.getByRole('row', { name: new RegExp(`e2e.long.${run}`) }).getByTitle(longValue);
  await expect(value).toBeVisible();
  const cut = await value.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(true);
});

/** An icon-only button is found by its name, and hovering it shows that name. */
async function expectNamedByTooltip(page: Page, row: Locator, name: string): Promise<void> {
  await row.getByRole('button', { name, exact: true }).hover();
  await expect(page.getByRole('tooltip', { name })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
}

test('every row button is named, and its name shows as a tooltip in the user’s language', async ({
  page,
}) => {
  const api = await adminApi(page);
  await api.post('/api/blade-system/param/submit', {
    paramName: `行按钮${run}`,
    paramKey: `e2e.buttons.${run}`,
    paramValue: '1',
  });
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/system/param/index');
  const row = page.getByRole('row', { name: new RegExp(`e2e.buttons.${run}`) });
  for (const name of ['View', 'Edit', 'Delete']) await expectNamedByTooltip(page, row, name);

  // A tree's rows open and close by an icon too.
  await page.goto('/system/menu/index');
  const menus = page.getByRole('region', { name: 'Menus' });
  await expectNamedByTooltip(page, menus.getByRole('row').nth(1), 'Expand');
});

test('the icon-only buttons outside the rows are named by tooltips too', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/system/param/index');
  const screen = page.getByRole('region', { name: 'Parameters' });
  await expectNamedByTooltip(page, screen, 'Refresh');
  // On the first page the way back is disabled, yet still says what it would do.
  await expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectNamedByTooltip(page, screen, 'Previous page');
  await expectNamedByTooltip(page, page.getByRole('toolbar', { name: 'Menu' }), 'Collapse menu');
  // The close icon beside a tab is for the pointer (the keyboard closes a tab with Delete):
  // pointing at it says what it does.
  await page.locator('[data-opened-tab="/system/param/index"] [data-tab-close]').hover();
  await expect(page.getByRole('tooltip', { name: 'Close Parameters' })).toBeVisible();
});

test('in English, a registration from the register page is confirmed in English', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name="tenantId"]').fill('000000');
  for (const [name, value] of Object.entries({
    account: `reg${run}`,
    password: 'a-password',
    password2: 'a-password',
  }))
    await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('form button[type="submit"]').click();
  await expect(toast(page, 'Done!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the mould editor’s field rows name their icon buttons by tooltips', async ({ page }) => {
  await signIn(page);
  await page.goto('/prepaid/goods-mould/index');
  const moulds = page.getByRole('region', { name: '商品模板' });
  await moulds.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '添加字段' }).click();
  await dialog.getByRole('button', { name: '添加字段' }).click();
  const firstField = dialog.getByRole('row').nth(1);
  for (const name of ['下移第1个字段', '删除第1个字段']) await expectNamedByTooltip(page, firstField, name);
});

/** Narrower than this, a search input shows too little of what it holds (the date shortcut is 90 px). */
const usableWidth = 80;

test('no page’s search form has a control over another or squeezed, and no page’s row buttons are cut or pinned wider than they need', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  // Every page of the admin's menu, as the server answers it: a new screen is checked too.
  const screens = await menuPages(page);
  expect(screens.map((screen) => screen.path)).toContain('/prepaid/orders');
  const overlapping: string[] = [];
  const squeezed: string[] = [];
  const unfitted: string[] = [];
  let searched = 0;
  let withRowButtons = 0;
  for (const screen of screens) {
    await showMenuPage(page, screen);
    // The pinned column of row buttons once kept 250 px for four icons, hiding a refund order's
    // later columns behind it: it fits its widest row's buttons, none of them cut.
    const fits = await rowButtonsFit(page);
    if (fits) {
      withRowButtons += 1;
      if (fits.cut || (fits.overflowing && fits.spare > spareActionsWidth))
        unfitted.push(`${screen.path}: buttons ${fits.buttons} px in ${fits.column} px`);
    }
    const form = page.getByRole('search');
    if ((await form.count()) === 0) continue;
    searched += 1;
    // A dropdown's own minimum width once ran the orders' merchant picker over the next input.
    const boxes = await form.locator('input, [role="combobox"]').evaluateAll((controls) =>
      controls.map((control) => {
        const { left, right, top, bottom } = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.getAttribute('type') ?? control.tagName;
        const toggle = ['checkbox', 'radio'].includes(control.getAttribute('type') ?? '');
        return { name, left, right, top, bottom, toggle };
      }),
    );
    // A picker told to fill a box that has no width of its own shrank to its chevron.
    for (const box of boxes)
      if (!box.toggle && box.right - box.left < usableWidth)
        squeezed.push(`${screen.path}: ${box.name} ${Math.round(box.right - box.left)} px`);
    for (const [index, one] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        if (
          one.left < other.right &&
          other.left < one.right &&
          one.top < other.bottom &&
          other.top < one.bottom
        )
          overlapping.push(`${screen.path}: ${one.name} × ${other.name}`);
  }
  // Most screens search: a count far below theirs would mean pages were not drawn when looked at.
  expect(searched).toBeGreaterThan(screens.length / 2);
  expect(overlapping).toEqual([]);
  expect(squeezed).toEqual([]);
  // Many lists are empty on a fresh database; the seeded ones (users, roles, menus…) are a dozen.
  expect(withRowButtons).toBeGreaterThan(8);
  expect(unfitted).toEqual([]);
});

/**
 * What the row buttons' column may hold beyond its widest row's buttons and padding (its
 * heading's minimum aside).
 */
const spareActionsWidth = 8;

/**
 * The shown grid's row buttons against their column, once its rows are drawn: whether a row's
 * buttons are cut, how much room the column keeps beyond the widest row's buttons, the cell's
 * padding and the heading's minimum, and whether the grid is wider than its pane (the pinned
 * column then hides others; a grid narrower than its pane gives the column the rest of the
 * row). Undefined for a page with no row buttons shown.
 */
async function rowButtonsFit(page: Page) {
  const rows = page.locator('[data-row-actions]');
  if ((await rows.count()) === 0) return undefined;
  return rows.evaluateAll((spans) => {
    const cell = spans[0]!.parentElement!;
    const style = getComputedStyle(cell);
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const buttons = Math.max(...spans.map((span) => span.scrollWidth));
    // The heading's minimum (record-grid.tsx), like the buttons without the cell's padding.
    const heading = 80;
    const pane = cell.closest('[role="grid"]')!.parentElement!;
    return {
      overflowing: pane.scrollWidth > pane.clientWidth + 1,
      buttons,
      column: cell.clientWidth,
      cut: spans.some((span) => span.scrollWidth > room + 1),
      spare: room - Math.max(buttons, heading),
    };
  });
}
