import type { Projection } from '@projections/runner/projection';

/**
 * The projections split into groups that share event types, directly or through another member
 * (an order's consumption feeds the orders and the consumptions; goods events feed the goods
 * list, their history and their process log), each group in the order its first member is
 * listed and its members in theirs. A group is run by one runner (projection-runner.ts): one
 * read and one commit per batch for all of them, where a runner of each read and wrote the
 * same events once per projection.
 */
export function groupsSharingEvents(projections: readonly Projection[]): Projection[][] {
  let groups: Array<{ members: Projection[]; types: Set<string> }> = [];
  for (const projection of projections) {
    const sharing = groups.filter(({ types }) => projection.handles.some((type) => types.has(type)));
    const joined = {
      members: [...sharing.flatMap((group) => group.members), projection],
      types: new Set([...sharing.flatMap((group) => [...group.types]), ...projection.handles]),
    };
    groups = [...groups.filter((group) => !sharing.includes(group)), joined];
  }
  const place = new Map(projections.map((projection, index) => [projection, index]));
  const byPlace = (a: Projection, b: Projection) => place.get(a)! - place.get(b)!;
  return groups.map(({ members }) => members.sort(byPlace)).sort((a, b) => byPlace(a[0]!, b[0]!));
}
