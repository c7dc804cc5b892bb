import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** SPEC.md §9: the dictionary dialogs are 880 wide. */
const dialogWidth = 880;

/**
 * The header list (SPEC.md §3 dictionary entry): code, name, sort and sealed (0 unless chosen);
 * the remark is hidden, and a header has neither parent nor key (the server checks the key only
 * for items).
 */
export const parentOptions: ScreenOptions = {
  listPath: 'parent-list',
  flat: true,
  dialogWidth,
  columns: ['code', 'dictValue', 'sort', 'isSealed'],
  searchFields: ['code', 'dictValue'],
  form: {
    hidden: ['parentId', 'dictKey', 'remark'],
    defaults: { parentId: '0', isSealed: '0' },
  },
};

/**
 * The items of one header, as a tree under it: the parent fixed to the header (disabled, as the
 * code is, which items share with their header), and the key required in this view.
 */
export function childOptions(header: ResourceRecord, dictKeyRequired: string): ScreenOptions {
  return {
    listPath: 'child-list',
    treeRoot: header.id,
    fixedQuery: { parentId: header.id },
    dialogWidth,
    columns: ['dictValue', 'dictKey', 'code', 'sort', 'isSealed'],
    searchFields: ['dictKey', 'dictValue'],
    form: {
      hidden: ['remark'],
      disabled: ['parentId', 'code'],
      required: { dictKey: dictKeyRequired },
      defaults: { parentId: header.id, code: String(header.code ?? ''), isSealed: '0' },
    },
  };
}
