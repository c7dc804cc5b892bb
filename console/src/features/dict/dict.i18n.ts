import { featureMessages } from '@console/lib/i18n/messages';

export const dictMessages = featureMessages(
  {
    items: '字典配置',
    itemsOf: '{{name}}（{{code}}）的字典项',
    chooseParent: '点击左侧字典查看其字典项',
    chooseParentAbove: '点击上方字典查看其字典项',
    /** The server's own message (its rule across fields, not in the field declarations). */
    dictKeyRequired: '请输入字典键值',
  },
  {
    items: 'Items',
    itemsOf: 'Items of {{name}} ({{code}})',
    chooseParent: 'Choose a dictionary on the left to see its items',
    chooseParentAbove: 'Choose a dictionary above to see its items',
    // SPEC.md §5: dictionary messages are shown in Chinese in either language.
    dictKeyRequired: '请输入字典键值',
  },
);
