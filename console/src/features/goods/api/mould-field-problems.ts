import { mouldLimits } from '@console/features/goods/api/mould-fields';
import { type MouldFieldDraft, optionsOf } from '@console/features/goods/api/mould-field-drafts';

/**
 * What the server would refuse in a mould's content (mould-content.ts), found before sending so
 * each message stands beside its input. The words are in goods.i18n.ts under mouldFields.problem.
 */
export type MouldFieldProblem =
  | 'keyMissing'
  | 'keyFormat'
  | 'keyDuplicate'
  | 'labelMissing'
  | 'labelTooLong'
  | 'optionsMissing'
  | 'optionsTooMany'
  | 'maxLengthRange';

/** The inputs of a row a problem is shown beside; `settings` is the options or the longest length. */
export type RowProblems = Partial<Record<'key' | 'label' | 'settings', MouldFieldProblem>>;

export function rowProblems(drafts: readonly MouldFieldDraft[]): RowProblems[] {
  const earlierKeys = new Set<string>();
  return drafts.map((draft) => {
    const key = draft.key.trim();
    const problems: RowProblems = {
      key: keyProblem(key, earlierKeys),
      label: labelProblem(draft.label.trim()),
      settings: settingsProblem(draft),
    };
    earlierKeys.add(key);
    return problems;
  });
}

/** The first problem in reading order, with its row counted from 1. */
export function firstProblem(
  drafts: readonly MouldFieldDraft[],
): { row: number; problem: MouldFieldProblem } | undefined {
  for (const [index, row] of rowProblems(drafts).entries()) {
    const problem = row.key ?? row.label ?? row.settings;
    if (problem) return { row: index + 1, problem };
  }
  return undefined;
}

function keyProblem(key: string, earlierKeys: ReadonlySet<string>): MouldFieldProblem | undefined {
  if (key === '') return 'keyMissing';
  if (!mouldLimits.key.test(key)) return 'keyFormat';
  return earlierKeys.has(key) ? 'keyDuplicate' : undefined;
}

function labelProblem(label: string): MouldFieldProblem | undefined {
  if (label === '') return 'labelMissing';
  return label.length > mouldLimits.labelLength ? 'labelTooLong' : undefined;
}

function settingsProblem(draft: MouldFieldDraft): MouldFieldProblem | undefined {
  switch (draft.type) {
    case 'select': {
      const count = optionsOf(draft).length;
      if (count === 0) return 'optionsMissing';
      return count > mouldLimits.options ? 'optionsTooMany' : undefined;
    }
    case 'text': {
      const text = draft.maxLength.trim();
      const { min, max } = mouldLimits.textLength;
      const length = Number(text);
      return text === '' || (/^\d+$/.test(text) && length >= min && length <= max)
        ? undefined
        : 'maxLengthRange';
    }
    case 'number':
    case 'date':
      return undefined;
  }
}
