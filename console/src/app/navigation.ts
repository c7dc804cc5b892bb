/**
 * Navigation for code outside React (the session's effects). The router registers itself at
 * start; keeping this apart spares the session module an import of the route tree.
 */
let navigator: ((path: string) => void) | undefined;

export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
