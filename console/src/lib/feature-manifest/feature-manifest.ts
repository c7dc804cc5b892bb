import type { ComponentType } from 'react';

/**
 * A page's component, loaded on first use. Manifests reach pages only through `import()`, so every
 * page stays its own chunk and the login page's bundle carries none of them.
 */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Who may open a page at a fixed path (SPEC.md §2): a signed-in user inside the main layout,
 * anyone, only a visitor without a session (a signed-in one goes to /), or only a locked session.
 */
export type RouteAccess = 'inLayout' | 'public' | 'guestOnly' | 'lockedOnly';

/** A page at a fixed path rather than at a server menu's path. */
export interface FixedRoute {
  path: string;
  access: RouteAccess;
  page: PageLoader;
  /** The label of the page's tab (pages in the layout), as a message key `namespace:key`. */
  tabLabel?: string;
}

/** What a feature brings to the console; app/features.ts lists every feature's manifest. */
export interface FeatureManifest<Namespace extends string = string, Messages = unknown> {
  /** The namespace of the feature's messages: `useTranslation(namespace)`. */
  namespace: Namespace;
  /** The feature's messages in every language (`featureMessages(zh, en)`). */
  messages: Messages;
  /** The pages shown at a server menu's path (plus /index, SPEC.md §2), by that path. */
  menuPages?: Readonly<Record<string, PageLoader>>;
  /** Pages served like menu pages at a path no menu names (the dictionary layouts of SPEC.md §2). */
  pagesWithoutMenu?: Readonly<Record<string, PageLoader>>;
  routes?: readonly FixedRoute[];
}

/** A feature's manifest, its namespace kept as a literal so that the message keys stay typed. */
export function defineFeature<const Namespace extends string, Messages extends { zh: object; en: object }>(
  manifest: FeatureManifest<Namespace, Messages>,
): FeatureManifest<Namespace, Messages> {
  return manifest;
}
