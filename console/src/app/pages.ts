import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { features } from '@console/app/features';
import type { PageLoader } from '@console/lib/feature-manifest/feature-manifest';
import { findMenuByPath, menuPathOf } from '@console/lib/menu/menu-model';
import type { MenuNode } from '@console/lib/session/session.types';

/**
 * The page that renders a server menu's path (SPEC.md §2: a leaf is shown at its path plus
 * /index), as the features' manifests name them; every page is its own lazily loaded chunk.
 */
type Page = LazyExoticComponent<ComponentType>;

function lazyPages(pages: Readonly<Record<string, PageLoader>> | undefined): Array<[string, Page]> {
  return Object.entries(pages ?? {}).map(([path, load]) => [
    path,
    lazy(async () => ({ default: await load() })),
  ]);
}

const pagesByMenuPath = new Map<string, Page>(
  features.flatMap((feature) => [...lazyPages(feature.menuPages), ...lazyPages(feature.pagesWithoutMenu)]),
);

/** Paths served like menu pages although no menu names them. */
const pathsWithoutMenu = new Set(features.flatMap((feature) => Object.keys(feature.pagesWithoutMenu ?? {})));

/** The page of a menu path, given with or without the /index the routes add. */
export function pageForMenuPath(path: string): Page | undefined {
  return pagesByMenuPath.get(path) ?? pagesByMenuPath.get(path.replace(/\/index$/, ''));
}

function isPathWithoutMenu(path: string): boolean {
  return pathsWithoutMenu.has(path);
}

/** Whether a console path is a page the menus serve (a menu leaf, or a path served like one). */
export function isMenuPage(menu: readonly MenuNode[], pathname: string): boolean {
  const menuPath = menuPathOf(pathname);
  return (
    menuPath !== undefined && (isPathWithoutMenu(menuPath) || findMenuByPath(menu, menuPath) !== undefined)
  );
}
