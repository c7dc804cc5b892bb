import { blankDraft, type MouldFieldDraft } from '@console/features/goods/api/mould-field-drafts';
import { firstProblem, rowProblems } from '@console/features/goods/api/mould-field-problems';

let nextId = 0;
const draft = (change: Partial<MouldFieldDraft>): MouldFieldDraft => ({
  ...blankDraft([]),
  id: ++nextId,
  key: 'coach',
  label: '教练',
  ...change,
});

describe('the problems of a mould field the server would refuse', () => {
  it('finds none in fields the server takes', () => {
    const drafts = [
      draft({ key: 'a_1', maxLength: '5000' }),
      draft({ key: 'B', type: 'select', options: '初级\n高级' }),
      draft({ key: 'c', type: 'number', maxLength: 'ignored for a number' }),
      draft({ key: 'd', type: 'date' }),
    ];
    expect(rowProblems(drafts)).toEqual(drafts.map(() => ({})));
    expect(firstProblem(drafts)).toBeUndefined();
  });

  it('checks a key: given, letters, digits and underscores from a letter, up to 64, each once', () => {
    const keyOf = (key: string, before: string[] = []) =>
      rowProblems([...before.map((earlier) => draft({ key: earlier })), draft({ key })]).at(-1)?.key;
    expect(keyOf(' ')).toBe('keyMissing');
    expect(keyOf('1st')).toBe('keyFormat');
    expect(keyOf('_a')).toBe('keyFormat');
    expect(keyOf('a-b')).toBe('keyFormat');
    expect(keyOf(`a${'b'.repeat(63)}`)).toBeUndefined();
    expect(keyOf(`a${'b'.repeat(64)}`)).toBe('keyFormat');
    expect(keyOf('coach ', ['coach'])).toBe('keyDuplicate');
    // Only the later of two equal keys is marked: the first was there before.
    expect(rowProblems([draft({}), draft({})]).map((row) => row.key)).toEqual([undefined, 'keyDuplicate']);
  });

  it('checks a label: given, and at most 50 characters', () => {
    const labelOf = (label: string) => rowProblems([draft({ label })])[0]?.label;
    expect(labelOf('  ')).toBe('labelMissing');
    expect(labelOf('名'.repeat(50))).toBeUndefined();
    expect(labelOf('名'.repeat(51))).toBe('labelTooLong');
  });

  it("checks a select's options, blank lines aside, and a text's longest length", () => {
    const settingsOf = (change: Partial<MouldFieldDraft>) => rowProblems([draft(change)])[0]?.settings;
    expect(settingsOf({ type: 'select', options: '\n \n' })).toBe('optionsMissing');
    const options = (count: number) => Array.from({ length: count }, (_, index) => `选项${index}`).join('\n');
    expect(settingsOf({ type: 'select', options: options(100) })).toBeUndefined();
    expect(settingsOf({ type: 'select', options: options(101) })).toBe('optionsTooMany');
    expect(settingsOf({ type: 'text', maxLength: '' })).toBeUndefined();
    expect(settingsOf({ type: 'text', maxLength: '1' })).toBeUndefined();
    expect(settingsOf({ type: 'text', maxLength: '0' })).toBe('maxLengthRange');
    expect(settingsOf({ type: 'text', maxLength: '5001' })).toBe('maxLengthRange');
    expect(settingsOf({ type: 'text', maxLength: '2.5' })).toBe('maxLengthRange');
  });

  it('names the first problem in reading order with its row', () => {
    const drafts = [draft({ key: 'a' }), draft({ key: 'b', label: '', type: 'select' }), draft({ key: '' })];
    expect(firstProblem(drafts)).toEqual({ row: 2, problem: 'labelMissing' });
  });
});
