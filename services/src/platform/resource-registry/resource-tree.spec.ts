import { defineResource, type ResourceDeclaration } from '@platform/resource-registry/define-resource';
import { field, parentIdSchema } from '@platform/resource-registry/resource-field';
import { testResource } from '@platform/resource-registry/testing/test-resource';

const base = testResource('node', {
  table: 'blade_dept',
  fields: {
    parentId: field.parent({ label: { zh: '上级', en: 'Parent' } }),
    ownerId: field.reference({ label: { zh: '负责人', en: 'Owner' } }),
    name: field.text({ label: { zh: '名称', en: 'Name' } }),
  },
  actions: ['list', 'tree'],
  tree: { parentField: 'parentId', titleField: 'name' },
});

describe('tree declarations', () => {
  it('accepts a tree whose parent is a field.parent', () => {
    expect(defineResource(base).tree).toEqual({ parentField: 'parentId', titleField: 'name' });
  });
  it.each([
    [{ tree: undefined }, 'node declares tree but no tree'],
    [{ tree: { parentField: 'ownerId', titleField: 'name' } }, 'node.ownerId must be a field.parent'],
    [{ tree: { parentField: 'parentId', titleField: 'title' } }, 'node has no field title'],
    [{ actions: ['dictionary'] as const }, 'node declares the dictionary action but no dictionary'],
  ])('refuses %j', (change, message) => {
    expect(() => defineResource({ ...base, ...change } as ResourceDeclaration)).toThrow(message);
  });
});

describe('parent ids', () => {
  it.each([
    ['0', '0'],
    [0, '0'],
    ['', '0'],
    [undefined, '0'],
    [null, '0'],
    ['1858000000000000001', '1858000000000000001'],
    [42, '42'],
  ])('reads %j as %j', (input, parentId) => {
    expect(parentIdSchema.parse(input)).toBe(parentId);
  });
  it.each([['-1'], ['abc'], ['00x'], [1.5]])('refuses %j', (input) => {
    expect(parentIdSchema.safeParse(input).success).toBe(false);
  });
});
