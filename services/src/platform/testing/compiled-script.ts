/**
 * The compiled form of a script of services/, projections/ or infra/ (`services/src/main.ts` →
 * `dist/server/services/src/main.js`), which a spec starts as a process of its own, as `npm start`
 * and the operator commands run it: jest's global setup builds dist/server when it is stale.
 */
export function compiledScript(source: string): string {
  if (!source.endsWith('.ts')) throw new Error(`${source} is not a TypeScript source`);
  return `dist/server/${source.slice(0, -'.ts'.length)}.js`;
}
