import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError } from '@platform/errors/app-errors';
import { defineResource } from '@platform/resources/define-resource';
import { resourceDecider } from '@platform/resources/resource.decider';
import type { ResourceRecord } from '@platform/resources/resource.events';
import { field } from '@platform/resources/resource-field';

const note = defineResource({
  name: 'note',
  title: { zh: '便签', en: 'Notes' },
  service: 'test',
  path: 'note',
  table: 'blade_param',
  fields: { text: field.text({ label: { zh: '内容', en: 'Text' }, required: '请输入内容' }) },
  actions: ['list', 'submit', 'remove'],
  permissions: { view: 'note_view', add: 'note_add', edit: 'note_edit', remove: 'note_delete' },
});
const decider = resourceDecider(note);

const record: ResourceRecord = {
  id: '1858000000000000001',
  tenantId: '000000',
  createUser: '1',
  createDept: '1',
  createTime: '2026-11-21T01:00:00.000Z',
  updateUser: '1',
  updateTime: '2026-11-21T01:00:00.000Z',
  status: 1,
  text: 'first',
};
const created = { type: 'note.created', data: record };
const later = '2026-11-21T02:00:00.000Z';

describe('resource decider', () => {
  describe('create', () => {
    it('records a new record', () => {
      given(decider, []).when({ kind: 'create', record }).then([created]);
    });
    it('refuses a record that exists', () => {
      given(decider, [created]).when({ kind: 'create', record }).thenRefuses(ConflictError, '数据已存在');
    });
  });

  describe('update', () => {
    it('records the whole record with the change and who made it', () => {
      given(decider, [created])
        .when({ kind: 'update', tenantId: '000000', values: { text: 'second' }, userId: '7', at: later })
        .then([
          { type: 'note.updated', data: { ...record, text: 'second', updateUser: '7', updateTime: later } },
        ]);
    });
    it('records nothing when nothing changes', () => {
      given(decider, [created])
        .when({ kind: 'update', tenantId: '000000', values: { text: 'first' }, userId: '7', at: later })
        .thenNothing();
    });
    it("refuses another tenant's record as if it did not exist", () => {
      given(decider, [created])
        .when({ kind: 'update', tenantId: '000042', values: { text: 'x' }, userId: '7', at: later })
        .thenRefuses(NotFoundError, '数据不存在');
    });
    it('refuses a record that never existed', () => {
      given(decider, [])
        .when({ kind: 'update', tenantId: '000000', values: { text: 'x' }, userId: '7', at: later })
        .thenRefuses(NotFoundError);
    });
  });

  describe('remove', () => {
    const removed = {
      type: 'note.removed',
      data: { id: record.id, tenantId: '000000', removedBy: '7', removedAt: later },
    };
    it('records the removal', () => {
      given(decider, [created])
        .when({ kind: 'remove', tenantId: '000000', userId: '7', at: later })
        .then([removed]);
    });
    it('refuses to remove twice', () => {
      given(decider, [created, removed])
        .when({ kind: 'remove', tenantId: '000000', userId: '7', at: later })
        .thenRefuses(NotFoundError);
    });
    it("refuses another tenant's record", () => {
      given(decider, [created])
        .when({ kind: 'remove', tenantId: '000042', userId: '7', at: later })
        .thenRefuses(NotFoundError);
    });
  });
});
