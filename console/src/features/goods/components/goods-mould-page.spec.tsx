/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import type { MouldField } from '@console/features/goods/api/mould-fields';
import { GoodsMouldPage } from '@console/features/goods/components/goods-mould-page';

const api = '/api/prepaid-goods/goodsMould';

const fitness = {
  id: '31',
  mouldName: '健身模板',
  industryId: '11',
  industryMainId: '1',
  remark: null,
  status: 1,
  mouldContent: [
    { key: 'coach', label: '教练', type: 'text', required: true, maxLength: 20 },
    { key: 'level', label: '级别', type: 'select', required: false, options: ['初级', '高级'] },
  ] satisfies MouldField[],
};

function mouldServer() {
  return fakeServer({
    [`GET ${api}/page`]: () => ({ records: [fitness], total: 1, size: 10, current: 1, pages: 1 }),
    [`GET ${api}/detail`]: () => fitness,
    [`POST ${api}/submit`]: ({ body }: FakeCall) => body,
    'GET /api/prepaid-merchant/category/tree': () => [],
  });
}

// jsdom never focuses the dialog, so Fluent's focus trap may mark it aria-hidden at any time.
const hidden = { hidden: true };
const dialog = () => screen.getByRole('dialog', hidden);
const control = (role: 'textbox' | 'spinbutton' | 'checkbox', name: string) =>
  within(dialog()).getByRole(role, { name, ...hidden }) as HTMLInputElement;
const input = (name: string) => control('textbox', name);
const button = (name: string) => within(dialog()).getByRole('button', { name, ...hidden });
const alerts = () =>
  within(dialog())
    .queryAllByRole('alert', hidden)
    .map((alert) => alert.textContent);
const submitted = (server: ReturnType<typeof mouldServer>) =>
  server.calls.filter((call) => call.path === `${api}/submit`).map((call) => call.body);

async function openEdit(server: ReturnType<typeof mouldServer>) {
  const rendered = await renderWithServices(<GoodsMouldPage />, server.http);
  fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(input('第1个字段的键名')).toBeTruthy());
  return rendered;
}

describe('the goods mould field editor', () => {
  it('shows each stored field in its row, in order, with its options or longest length', async () => {
    await openEdit(mouldServer());
    expect(input('第1个字段的键名').value).toBe('coach');
    expect(input('第1个字段的名称').value).toBe('教练');
    expect(control('spinbutton', '第1个字段的最大长度').value).toBe('20');
    expect(input('第2个字段的键名').value).toBe('level');
    expect(input('第2个字段的选项').value).toBe('初级\n高级');
    const required = (row: number) => control('checkbox', `第${row}个字段的必填`).checked;
    expect([required(1), required(2)]).toEqual([true, false]);
  });

  it('moves fields with the focus kept on their buttons, and sends the content in the new order', async () => {
    const server = mouldServer();
    const { seen } = await openEdit(server);
    expect(button('上移第1个字段').getAttribute('aria-disabled')).toBe('true');
    expect(button('下移第2个字段').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(button('上移第2个字段'));
    expect(input('第1个字段的键名').value).toBe('level');
    expect(input('第2个字段的键名').value).toBe('coach');
    // The moved row reached the top, where its up button is disabled: its down button has the focus.
    expect(document.activeElement).toBe(button('下移第1个字段'));
    fireEvent.click(button('下移第1个字段'));
    expect(input('第1个字段的键名').value).toBe('coach');
    expect(document.activeElement).toBe(button('上移第2个字段'));
    fireEvent.click(button('上移第2个字段'));

    fireEvent.click(button('保存'));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    expect(submitted(server)).toEqual([
      {
        id: '31',
        mouldName: '健身模板',
        industryId: '11',
        industryMainId: '1',
        remark: '',
        mouldContent: [
          { key: 'level', label: '级别', type: 'select', required: false, options: ['初级', '高级'] },
          { key: 'coach', label: '教练', type: 'text', required: true, maxLength: 20 },
        ],
      },
    ]);
  });

  it("shows the server's words beside the inputs of a row once it is left, and sends nothing until fixed", async () => {
    const server = mouldServer();
    const { seen } = await openEdit(server);
    fireEvent.click(button('添加字段'));
    const key = input('第3个字段的键名');
    expect(document.activeElement).toBe(key);

    fireEvent.change(key, { target: { value: '1st' } });
    fireEvent.blur(key);
    expect(alerts()).toEqual(['模板字段键名只能由字母、数字和下划线组成,且以字母开头', '模板字段需要名称']);

    fireEvent.change(key, { target: { value: 'coach' } });
    fireEvent.change(input('第3个字段的名称'), { target: { value: '副教练' } });
    expect(alerts()).toEqual(['模板字段键名不能重复']);

    fireEvent.click(button('保存'));
    await waitFor(() => expect(alerts()).toContain('第3个字段:模板字段键名不能重复'));
    expect(submitted(server)).toEqual([]);

    fireEvent.change(key, { target: { value: 'assistant' } });
    fireEvent.click(within(dialog()).getByRole('combobox', { name: '第3个字段的类型', ...hidden }));
    fireEvent.click(await screen.findByRole('option', { name: '下拉选择', ...hidden }));
    fireEvent.blur(input('第3个字段的选项'));
    expect(alerts()).toContain('下拉字段至少需要一个选项');

    fireEvent.change(input('第3个字段的选项'), { target: { value: '王\n\n李 ' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    expect(submitted(server)[0]).toMatchObject({
      mouldContent: [
        { key: 'coach' },
        { key: 'level' },
        { key: 'assistant', label: '副教练', type: 'select', required: false, options: ['王', '李'] },
      ],
    });
  });

  it('removes a field and gives the focus to the add button', async () => {
    const server = mouldServer();
    const { seen } = await openEdit(server);
    fireEvent.click(button('删除第1个字段'));
    expect(input('第1个字段的键名').value).toBe('level');
    expect(within(dialog()).queryByRole('textbox', { name: '第2个字段的键名', ...hidden })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('添加字段')));

    fireEvent.click(button('保存'));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    expect(submitted(server)[0]).toMatchObject({ mouldContent: [{ key: 'level' }] });
  });

  it('shows the content without its buttons, and leaves it out of the save, to those without the content button', async () => {
    const server = mouldServer();
    const { seen } = await renderWithServices(<GoodsMouldPage />, server.http, {
      permissions: (code) => code !== 'goods_mould_content',
    });
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(input('第1个字段的键名').hasAttribute('disabled')).toBe(true));
    expect(within(dialog()).queryByRole('button', { name: '添加字段', ...hidden })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: '删除第1个字段', ...hidden })).toBeNull();

    fireEvent.change(within(dialog()).getByRole('textbox', { name: '模板名称', ...hidden }), {
      target: { value: '健身私教模板' },
    });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    expect(submitted(server)[0]).toMatchObject({ mouldName: '健身私教模板' });
    expect(submitted(server)[0]).not.toHaveProperty('mouldContent');
  });
});
