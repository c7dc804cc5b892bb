/**
 * The compiled form of a script of services/, projections/ or infra/ (`services/src/main.ts` →
 * `dist/server/services/src/main.js`), as `npm start` and the operator commands run it: for the
 * processes that specs, the browser suite and the benchmarks start. scripts/build.mjs builds
 * dist/server (jest's global setup, `npm run e2e` and `npm run bench` run it when it is stale).
 */
export function compiledScript(source: string): string {
  if (!source.endsWith('.ts')) throw new Error(`${source} is not a TypeScript source`);
  return `dist/server/${source.slice(0, -'.ts'.length)}.js`;
}
