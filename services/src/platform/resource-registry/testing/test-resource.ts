import type { ResourceDeclaration } from '@platform/resource-registry/define-resource';

/**
 * A resource declared for a test: served at /api/test/<name> with placeholder rights, listing,
 * submitting and removing; `parts` give its table and fields and change whatever else it needs.
 */
export function testResource(
  name: string,
  parts: Pick<ResourceDeclaration, 'table' | 'fields'> & Partial<ResourceDeclaration>,
): ResourceDeclaration {
  return {
    name,
    title: { zh: name, en: name },
    service: 'test',
    path: name,
    actions: ['list', 'submit', 'remove'],
    permissions: { view: 'v', add: 'a', edit: 'e', remove: 'd' },
    ...parts,
  };
}
