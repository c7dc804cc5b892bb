import type { LoadFigures, LoadRecipe } from '@bench/support/load/load-recipe';
import type { CpuWatch } from '@bench/support/load/process-cpu';
import { type LoadSettings, runLoad } from '@bench/support/load/run-load';

/** A labelled load; its own watch, where given, replaces the settings' (each side its server). */
export type LoadInTurn = readonly [label: string, recipe: LoadRecipe, watch?: CpuWatch];

/**
 * Each labelled load in turn, `rounds` times over, so that neither side always runs on a colder
 * machine and a slow or fast phase of it falls on every side alike. Answers every load's figures
 * in the order they ran.
 */
export async function alternately(
  loads: readonly LoadInTurn[],
  settings: LoadSettings,
  rounds = 2,
): Promise<Array<[string, LoadFigures]>> {
  const ran: Array<[string, LoadFigures]> = [];
  for (let round = 0; round < rounds; round++)
    for (const [label, recipe, watch] of loads)
      ran.push([label, await runLoad(recipe, { ...settings, watch: watch ?? settings.watch })]);
  return ran;
}

/** The figures of the loads labelled `name`, in the order they ran (one per round). */
export function figuresOf(ran: ReadonlyArray<[string, LoadFigures]>, name: string): LoadFigures[] {
  return ran.filter(([label]) => label === name).map(([, figures]) => figures);
}

/** Requests per second of the loads labelled `name`, over all their seconds. */
export function rateOf(ran: ReadonlyArray<[string, LoadFigures]>, name: string): number {
  const results = figuresOf(ran, name);
  return (
    results.reduce((sum, result) => sum + result.requests, 0) /
    results.reduce((sum, result) => sum + result.seconds, 0)
  );
}

/**
 * The median of the p50 latencies of the loads labelled `name`: one round's pause (a checkpoint,
 * a collection) moves it less than it would a mean.
 */
export function medianP50Of(ran: ReadonlyArray<[string, LoadFigures]>, name: string): number {
  const p50s = figuresOf(ran, name)
    .map((figures) => figures.p50)
    .sort((first, second) => first - second);
  const middle = Math.floor(p50s.length / 2);
  return p50s.length % 2 === 1 ? p50s[middle]! : (p50s[middle - 1]! + p50s[middle]!) / 2;
}
