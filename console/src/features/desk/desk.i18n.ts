import { featureMessages } from '@console/lib/i18n/messages';

/** Notices: the rich-text editor's toolbar. */
export const deskMessages = featureMessages(
  {
    editor: {
      toolbar: '格式',
      loading: '正在加载编辑器',
      bold: '加粗',
      italic: '斜体',
      underline: '下划线',
      strike: '删除线',
      heading: '标题',
      bulletList: '无序列表',
      orderedList: '有序列表',
      quote: '引用',
    },
  },
  {
    editor: {
      toolbar: 'Formatting',
      loading: 'Loading the editor',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      heading: 'Heading',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      quote: 'Quote',
    },
  },
);
