/** The 我的事务 module's path, as the menu seed names it; its pages are `<module>/<page>/index`. */
export const workModule = '/work';

/** A page of the 我的事务 module: start, claim, todo, send or done. */
export const workPage = (page: string) => `${workModule}/${page}/index`;
