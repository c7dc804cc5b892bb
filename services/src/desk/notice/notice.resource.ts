import { z } from 'zod';
import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { sanitizeNoticeContent } from '@services/desk/notice/notice-content';

/** The keys of the notice_category dictionary (seeded with the platform's dictionaries). */
export const noticeCategories = ['1', '2', '3', '4', '5'] as const;

const contentRequired = '请输入通知内容';
const content = field.longText({ label: { zh: '通知内容', en: 'Content' }, required: contentRequired });

/**
 * Notices (blade-desk/notice): a title, a category of the notice_category dictionary, rich text
 * and the time it is published from. The rich text is sanitised as it arrives (notice-content.ts),
 * so what the read model holds is safe to show; markup that sanitises to nothing is no content.
 */
export const noticeResource = defineResource({
  name: 'notice',
  title: { zh: '通知公告', en: 'Notices' },
  service: 'blade-desk',
  path: 'notice',
  table: 'blade_notice',
  fields: {
    title: field.text({
      label: { zh: '通知标题', en: 'Title' },
      required: '请输入通知标题',
      maxLength: 128,
      filterable: true,
      sortable: true,
    }),
    category: field.code({
      label: { zh: '通知类型', en: 'Category' },
      required: '请选择通知类型',
      dictCode: 'notice_category',
      filterable: true,
      sortable: true,
    }),
    releaseTime: field.datetime({
      label: { zh: '发布时间', en: 'Published at' },
      required: '请选择发布时间',
      filterable: true,
      sortable: true,
    }),
    content: {
      ...content,
      schema: content.schema.pipe(
        z
          .string()
          .transform(sanitizeNoticeContent)
          .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', contentRequired),
      ),
    },
  },
  defaultSort: [{ field: 'releaseTime', direction: 'desc' }],
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'notice_view', add: 'notice_add', edit: 'notice_edit', remove: 'notice_delete' },
  validate(values) {
    if (!(noticeCategories as readonly unknown[]).includes(values.category)) return '通知类型不存在';
    return undefined;
  },
});
