import { given } from '@platform/commands/given-when-then';
import { RefusedError, ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { defineResource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import type { ResourceRecord } from '@platform/resource-registry/resource.events';
import { field } from '@platform/resource-registry/resource-field';
import { testResource } from '@platform/resource-registry/testing/test-resource';

const note = defineResource(
  testResource('note', {
    table: 'blade_param',
    fields: { text: field.text({ label: { zh: '内容', en: 'Text' }, required: '请输入内容' }) },
  }),
);
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

  describe('sealed records', () => {
    const sealable = defineResource(
      testResource('entry', {
        table: 'blade_param',
        fields: {
          text: field.text({ label: { zh: '内容', en: 'Text' } }),
          isSealed: field.integer({ label: { zh: '封存', en: 'Sealed' } }),
        },
        seal: { field: 'isSealed', message: '已封存' },
      }),
    );
    const sealedDecider = resourceDecider(sealable);
    const sealed = { type: 'entry.created', data: { ...record, isSealed: 1 } };
    const open = { type: 'entry.created', data: { ...record, isSealed: 0 } };
    const update = {
      kind: 'update',
      tenantId: '000000',
      values: { isSealed: 0 },
      userId: '7',
      at: later,
    } as const;
    const remove = { kind: 'remove', tenantId: '000000', userId: '7', at: later } as const;

    it('refuses to change or remove a sealed record', () => {
      given(sealedDecider, [sealed])
        .when({ ...update, values: { text: 'changed', isSealed: 1 } })
        .thenRefuses(RefusedError, '已封存');
      given(sealedDecider, [sealed]).when(remove).thenRefuses(RefusedError, '已封存');
    });
    it('lets a sealed record be unsealed, alone: a change with it is refused', () => {
      given(sealedDecider, [sealed])
        .when(update)
        .then([
          { type: 'entry.updated', data: { ...record, isSealed: 0, updateUser: '7', updateTime: later } },
        ]);
      given(sealedDecider, [sealed])
        .when({ ...update, values: { text: 'changed', isSealed: 0 } })
        .thenRefuses(RefusedError, '已封存');
    });
    it('lets an open record be sealed', () => {
      given(sealedDecider, [open])
        .when({ ...update, values: { isSealed: 1 } })
        .then([
          { type: 'entry.updated', data: { ...record, isSealed: 1, updateUser: '7', updateTime: later } },
        ]);
    });
  });
});
