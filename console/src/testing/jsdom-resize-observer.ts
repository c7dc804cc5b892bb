/**
 * jsdom lays nothing out, so it has no ResizeObserver: a spec that renders the tab bar imports
 * this stand-in, which never reports a size change (jsdom's sizes are all zero anyway).
 */
class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
