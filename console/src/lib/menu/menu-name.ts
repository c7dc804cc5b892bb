import { englishMenuNames } from '@console/lib/menu/menu-names.i18n';
import type { MenuNode } from '@console/lib/session/session.types';

/**
 * The name a menu shows in a language. Chinese keeps the server's name, which an administrator
 * may have changed; English names a seeded menu by its code; a menu the seeds don't know keeps the
 * server's name in every language. hasOwn, so that a code such as `constructor` is not mistaken
 * for a translation.
 */
export function menuName(menu: Pick<MenuNode, 'code' | 'name'>, language: string): string {
  const english = language.startsWith('en') && Object.hasOwn(englishMenuNames, menu.code);
  return english ? englishMenuNames[menu.code] : menu.name;
}
