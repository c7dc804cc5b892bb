/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { type EnabledStatus, StatusButtons } from '@console/features/goods/components/status-buttons';

const rows: ResourceRecord[] = [{ id: '1' }, { id: '2' }];

async function renderButtons(
  send: (rows: readonly ResourceRecord[], status: EnabledStatus) => Promise<unknown>,
) {
  const reloads: number[] = [];
  const context = { selection: rows, reload: () => reloads.push(1) };
  const { seen } = await renderWithServices(
    <StatusButtons context={context} permission="goods_mould_status" send={send} />,
    fakeServer({}).http,
  );
  return { seen, reloads };
}

describe('the enable and disable buttons of the goods admin screens', () => {
  it('sends the status of the selected rows, says so, and reads the list again', async () => {
    const sent: Array<[readonly ResourceRecord[], EnabledStatus]> = [];
    const { seen, reloads } = await renderButtons(async (selected, status) => sent.push([selected, status]));
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    await waitFor(() => expect(reloads).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '启用' }));
    await waitFor(() => expect(reloads).toHaveLength(2));
    expect(sent).toEqual([
      [rows, 0],
      [rows, 1],
    ]);
    expect(seen.successes).toEqual(['操作成功!', '操作成功!']);
  });

  it('reads the list again without a success when the call fails', async () => {
    const { seen, reloads } = await renderButtons(() => Promise.reject(new Error('refused')));
    fireEvent.click(screen.getByRole('button', { name: '启用' }));
    await waitFor(() => expect(reloads).toHaveLength(1));
    expect(seen.successes).toEqual([]);
  });
});
