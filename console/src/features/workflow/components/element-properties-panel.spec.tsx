/** @jest-environment jsdom */
import '@console/testing/jsdom-text-encoder';
import { fireEvent, screen } from '@testing-library/react';
import type { ElementChange, ElementProperties } from '@console/features/workflow/api/element-properties';
import { ElementPropertiesPanel } from '@console/features/workflow/components/element-properties-panel';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';

const hidden = { hidden: true };
const roles = [
  { id: '11', parentId: '0', roleName: '部门经理', roleAlias: 'manager' },
  { id: '12', parentId: '0', roleName: '人事', roleAlias: 'hr' },
];
const blank = { name: '', assignee: '', candidateGroups: '', condition: '' };
const userTask: ElementProperties = { ...blank, id: 'approve', kind: 'userTask', name: '审批' };
const gatewayFlow: ElementProperties = { ...blank, id: 'longLeave', kind: 'condition' };

async function panelOf(element: ElementProperties | undefined) {
  const changes: Array<[string, ElementChange]> = [];
  const server = fakeServer({ 'GET /api/blade-system/role/select': () => roles });
  await renderWithServices(
    <ElementPropertiesPanel element={element} onChange={(id, change) => changes.push([id, change])} />,
    server.http,
  );
  return changes;
}

describe("the modeler's properties panel", () => {
  it('asks for a selection when none is made', async () => {
    await panelOf(undefined);
    expect(screen.getByText('在画布上选中一个节点或连线以设置其属性')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("sets a user task's assignee when the input is left, and its candidate groups by role alias", async () => {
    const changes = await panelOf(userTask);
    const assignee = screen.getByRole('textbox', { name: '办理人' });
    fireEvent.change(assignee, { target: { value: 'admin' } });
    expect(changes).toEqual([]);
    fireEvent.blur(assignee);
    fireEvent.click(screen.getByRole('combobox', { name: '候选组', ...hidden }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '人事', ...hidden }));
    expect(changes).toEqual([
      ['approve', { assignee: 'admin' }],
      ['approve', { candidateGroups: 'hr' }],
    ]);
  });

  it("leaves a name alone when it did not change, and offers a gateway's flow a condition", async () => {
    const changes = await panelOf(gatewayFlow);
    expect(screen.queryByRole('textbox', { name: '办理人' })).toBeNull();
    fireEvent.blur(screen.getByRole('textbox', { name: '名称' }));
    const condition = screen.getByRole('textbox', { name: '流转条件' });
    fireEvent.change(condition, { target: { value: 'environment.variables.days > 3' } });
    fireEvent.blur(condition);
    expect(changes).toEqual([['longLeave', { condition: 'environment.variables.days > 3' }]]);
  });
});
