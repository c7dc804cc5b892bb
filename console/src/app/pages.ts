import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * The page that renders a server menu's path (SPEC.md §2: a leaf is shown at its path plus
 * /index). Features register their pages here; every page is its own lazily loaded chunk.
 */
type Page = LazyExoticComponent<ComponentType>;

const pagesByMenuPath: Record<string, Page> = {};

export function pageForMenuPath(path: string): Page | undefined {
  return pagesByMenuPath[path];
}

export { lazy };
