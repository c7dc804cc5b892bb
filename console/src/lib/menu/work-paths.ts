/** The 我的事务 module's path, as the menu seed names it; its pages are `<module>/<page>/index`. */
export const workModule = '/work';

/** A page of the 我的事务 module: start, claim, todo, send or done. */
export const workPage = (page: string) => `${workModule}/${page}/index`;

/** The task calls of blade-flow (claim, complete and the five lists) live under the same name. */
export const taskCalls = `/api/blade-flow${workModule}`;

/** One of the five task lists: start, claim, todo, send or done. */
export const taskList = (list: string) => `${taskCalls}/${list}-list`;

/** The leave process's pages (SPEC §2): form, handle and detail under `<leavePages>/`. */
export const leavePages = `${workModule}/process/leave`;
