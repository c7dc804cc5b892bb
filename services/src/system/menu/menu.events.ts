import { menuResource } from '@services/system/menu/menu.resource';

/** A removed menu leaves every role and top menu it was granted to. */
export const menuRemoved = menuResource.events.removed;
