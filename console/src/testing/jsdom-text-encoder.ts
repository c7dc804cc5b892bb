import { TextEncoder } from 'node:util';

/**
 * jsdom has no TextEncoder, and react-router makes one as it loads: a spec that renders routes
 * imports this before the router. Node's is the standard one.
 */
Object.assign(globalThis, { TextEncoder });
