import { nestForest } from '@platform/lang/forest';
import type { MenuRow } from '@projections/system/menu/menu.queries';
import type { TreeNode } from '@platform/http/wire-shapes';
import type { MenuItem, MenuNode, MenuRecordNode } from '@services/system/menu/menu.wire';

/** What every menu answer shows of a menu row (menu.wire.ts's menuItem). */
function menuFields(row: MenuRow): MenuItem {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    name: row.name,
    alias: row.alias,
    path: row.path,
    source: row.source,
    sort: row.sort,
    category: row.category,
    isOpen: row.is_open,
  };
}

export function menuForest(rows: readonly MenuRow[]): MenuNode[] {
  return nestForest(rows.map((row) => ({ ...menuFields(row), meta: { i18n: row.code, keepAlive: false } })));
}

/** Records of the rows; hasChildren counts only children among the same rows. */
export function menuRecords(rows: readonly MenuRow[]): MenuRecordNode[] {
  const parents = new Set(rows.map((row) => row.parent_id));
  return rows.map((row) => ({
    ...menuFields(row),
    action: row.action,
    remark: row.remark,
    status: row.status,
    hasChildren: parents.has(row.id),
  }));
}

export function menuRecordForest(rows: readonly MenuRow[]): MenuRecordNode[] {
  const records = new Map(menuRecords(rows).map((record) => [record.id, record]));
  return nestForest(rows.map((row) => records.get(row.id)!));
}

/** menu/grant-tree and grant-top-tree: the menus as generic tree nodes (WIRE.md). */
export function grantForest(rows: readonly MenuRow[]): TreeNode[] {
  const parents = new Set(rows.map((row) => row.parent_id));
  return nestForest(
    rows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      title: row.name,
      key: row.id,
      value: row.id,
      hasChildren: parents.has(row.id),
    })),
  );
}

/**
 * The grant tree of one kind of scope: each scope a leaf under its menu, with the menus leading
 * to it; menus without scopes below them are left out.
 */
export function scopeGrantForest(
  menus: readonly MenuRow[],
  scopes: ReadonlyArray<{ id: string; menuId: string; name: string }>,
): TreeNode[] {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const kept = new Set<string>();
  for (const scope of scopes) {
    for (let menu = byId.get(scope.menuId); menu && !kept.has(menu.id); menu = byId.get(menu.parent_id))
      kept.add(menu.id);
  }
  const tree = grantForest(menus.filter((menu) => kept.has(menu.id)));
  const nodes = new Map<string, TreeNode>();
  const index = (list: TreeNode[]) => {
    for (const node of list) {
      nodes.set(node.id, node);
      index(node.children ?? []);
    }
  };
  index(tree);
  for (const scope of scopes) {
    const parent = nodes.get(scope.menuId);
    if (!parent) continue; // its menu was removed: nothing to grant it under
    const leaf = {
      id: scope.id,
      parentId: scope.menuId,
      title: scope.name,
      key: scope.id,
      value: scope.id,
      hasChildren: false,
    };
    (parent.children ??= []).push(leaf);
    parent.hasChildren = true;
  }
  return tree;
}
