import type { TreeNode } from '@console/lib/resources/resource-records';
import { TreeChecks } from '@console/lib/resources/tree-checks';

function node(id: string, children?: TreeNode[]): TreeNode {
  return { id, parentId: '0', title: id, key: id, value: id, hasChildren: Boolean(children), children };
}

// system ─┬─ user ─┬─ user_add
//         │        └─ user_edit
//         └─ post
const forest = [node('system', [node('user', [node('user_add'), node('user_edit')]), node('post')])];

describe('checked tree nodes', () => {
  const checks = new TreeChecks(forest);

  it('checks everything below a node, and a parent once all its children are', () => {
    let checked = checks.toggle(new Set(), 'user_add', true);
    expect([...checked]).toEqual(['user_add']);
    expect(checks.stateOf(checked, 'user')).toBe('mixed');
    expect(checks.stateOf(checked, 'system')).toBe('mixed');
    expect(checks.stateOf(checked, 'post')).toBe(false);

    checked = checks.toggle(checked, 'user_edit', true);
    expect(checked).toEqual(new Set(['user_add', 'user_edit', 'user']));
    checked = checks.toggle(checked, 'post', true);
    expect(checks.stateOf(checked, 'system')).toBe(true);

    checked = checks.toggle(checked, 'user', false);
    expect(checked).toEqual(new Set(['post']));
  });

  it('reads stored keys as the subtrees they stand for, ignoring unknown ids', () => {
    expect(checks.fromKeys(['user', 'gone'])).toEqual(new Set(['user', 'user_add', 'user_edit']));
    expect(checks.fromKeys(['user', 'post'])).toEqual(
      new Set(['user', 'user_add', 'user_edit', 'post', 'system']),
    );
  });
});
