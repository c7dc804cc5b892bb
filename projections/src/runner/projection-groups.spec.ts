import type { Projection } from '@projections/runner/projection';
import { groupsSharingEvents } from '@projections/runner/projection-groups';

const projection = (name: string, ...handles: string[]): Projection => ({
  name,
  handles,
  tables: [],
  apply: async () => {},
});

const names = (groups: Projection[][]) => groups.map((group) => group.map((member) => member.name));

describe('groupsSharingEvents', () => {
  it('leaves a projection alone when no other handles its types', () => {
    const groups = groupsSharingEvents([projection('a', 'A'), projection('b', 'B')]);
    expect(names(groups)).toEqual([['a'], ['b']]);
  });

  it('groups projections that handle a type in common, in the order they are listed', () => {
    const groups = groupsSharingEvents([
      projection('orders', 'Created', 'Consumed'),
      projection('cards', 'Created'),
      projection('deposits', 'Deposited'),
      projection('consumptions', 'Consumed'),
    ]);
    expect(names(groups)).toEqual([['orders', 'cards', 'consumptions'], ['deposits']]);
  });

  it('joins groups that a later projection shares types with, through it', () => {
    const groups = groupsSharingEvents([
      projection('a', 'A'),
      projection('b', 'B'),
      projection('c', 'C'),
      projection('bridge', 'C', 'A'),
    ]);
    expect(names(groups)).toEqual([['a', 'c', 'bridge'], ['b']]);
  });
});
