import {
  blankDraft,
  contentOf,
  draftsOf,
  draftsText,
  withDraftMoved,
} from '@console/features/goods/api/mould-field-drafts';
import type { MouldField } from '@console/features/goods/api/mould-fields';

const content: MouldField[] = [
  { key: 'coach', label: '教练', type: 'text', required: true, maxLength: 20 },
  { key: 'level', label: '级别', type: 'select', required: false, options: ['初级', '高级'] },
  { key: 'start', label: '开课日期', type: 'date', required: false },
];

describe('the rows of the mould field editor', () => {
  it('give back the content they were made from, through the text the form holds', () => {
    const drafts = draftsOf(content);
    expect(drafts.map((draft) => draft.id)).toEqual([1, 2, 3]);
    expect(contentOf(draftsText.decode(draftsText.encode(drafts)))).toEqual(content);
    expect(draftsText.decode('')).toEqual([]);
  });

  it('send options for a select only and a longest length for a text only, trimmed', () => {
    const [text, select] = draftsOf(content);
    const drafts = [
      { ...text!, key: ' coach ', label: ' 教练 ', type: 'number' as const },
      { ...select!, type: 'text' as const, maxLength: ' ' },
      { ...select!, id: 9, options: ' 王 \n\n李' },
    ];
    expect(contentOf(drafts)).toEqual([
      { key: 'coach', label: '教练', type: 'number', required: true },
      { key: 'level', label: '级别', type: 'text', required: false },
      { key: 'level', label: '级别', type: 'select', required: false, options: ['王', '李'] },
    ]);
  });

  it('move a row one place, and nothing past either end', () => {
    const drafts = draftsOf(content);
    const keys = (moved: typeof drafts) => moved.map((draft) => draft.key);
    expect(keys(withDraftMoved(drafts, 2, -1))).toEqual(['level', 'coach', 'start']);
    expect(keys(withDraftMoved(drafts, 2, 1))).toEqual(['coach', 'start', 'level']);
    expect(keys(withDraftMoved(drafts, 1, -1))).toEqual(['coach', 'level', 'start']);
    expect(keys(withDraftMoved(drafts, 3, 1))).toEqual(['coach', 'level', 'start']);
  });

  it('start a new row empty, optional, as text, with an id no row has', () => {
    const drafts = withDraftMoved(draftsOf(content), 3, -1);
    expect(blankDraft(drafts)).toEqual({
      id: 4,
      key: '',
      label: '',
      type: 'text',
      required: false,
      options: '',
      maxLength: '',
    });
    expect(blankDraft([]).id).toBe(1);
  });
});
