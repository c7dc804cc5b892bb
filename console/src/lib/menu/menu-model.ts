import type { MenuNode } from '@console/lib/session/session.types';

/** Where a menu item leads (SPEC.md §2 "Dynamic menu routes"). */
export type MenuTarget =
  { kind: 'page'; to: string } | { kind: 'iframe'; to: string } | { kind: 'window'; url: string };

/** BladeX's menu flag for "open in a new window". */
const opensNewWindow = 2;

export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path) || path.includes('html');
}

/**
 * A leaf page sits at its path plus /index; an external link is embedded at /myiframe with its
 * address and label as the query string, or opened in a new window when the menu asks for one.
 */
export function menuTarget(node: MenuNode): MenuTarget {
  const path = node.path ?? '';
  if (!isExternal(path)) return { kind: 'page', to: `${path}/index` };
  if (node.isOpen === opensNewWindow) return { kind: 'window', url: path };
  const query = new URLSearchParams({ src: path, name: node.name });
  return { kind: 'iframe', to: `/myiframe/urlPath?${query.toString()}` };
}

/** The menu path a console path shows, when it is a leaf route (…/index). */
export function menuPathOf(pathname: string): string | undefined {
  const match = /^(\/.+)\/index$/.exec(pathname);
  return match?.[1];
}

export function findMenuByPath(menu: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of menu) {
    if (node.path === path && !node.children?.length) return node;
    const found = findMenuByPath(node.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** Items whose metadata names roles are shown only to those roles (SPEC.md §6). */
export function visibleMenu(menu: readonly MenuNode[], roles: readonly string[]): MenuNode[] {
  return menu
    .filter((node) => !node.meta?.roles?.length || node.meta.roles.some((role) => roles.includes(role)))
    .map((node) => (node.children ? { ...node, children: visibleMenu(node.children, roles) } : node));
}
