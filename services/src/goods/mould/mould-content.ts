import { z } from 'zod';
import { assertNever } from '@platform/lang/assert-never';
import type { MouldContent, MouldField, MouldValues } from '@services/goods/mould/goods-mould.wire';

const defaultMaxLength = 500;
const wireDay = /^\d{4}-\d{2}-\d{2}$/;

const fieldSchema = z
  .object({
    key: z
      .string({ error: '模板字段需要键名' })
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '模板字段键名只能由字母、数字和下划线组成,且以字母开头'),
    label: z
      .string({ error: '模板字段需要名称' })
      .trim()
      .min(1, '模板字段需要名称')
      .max(50, '模板字段名称过长'),
    type: z.enum(['text', 'number', 'date', 'select'], {
      error: '模板字段类型只能是 text、number、date 或 select',
    }),
    required: z.boolean({ error: '模板字段需要说明是否必填' }).default(false),
    options: z.array(z.string().trim().min(1, '选项不能为空')).max(100, '选项不能超过100个').optional(),
    maxLength: z.number().int().min(1).max(5000).optional(),
  })
  .refine((field) => field.type !== 'select' || (field.options?.length ?? 0) > 0, '下拉字段至少需要一个选项');

/** The content a mould may hold: at most 50 fields with distinct keys. */
export const mouldContentSchema = z
  .array(fieldSchema, { error: '模板内容格式不正确' })
  .max(50, '模板字段不能超过50个')
  .refine(
    (fields) => new Set(fields.map((field) => field.key)).size === fields.length,
    '模板字段键名不能重复',
  );

/**
 * The values a goods item fills in for its mould, checked against the mould's content. Answers
 * the values to keep (only the mould's keys, blanks as null) or the first problem, in Chinese.
 */
export function checkMouldValues(
  content: MouldContent,
  given: Readonly<Record<string, unknown>>,
): { values: MouldValues } | { problem: string } {
  const known = new Set(content.map((field) => field.key));
  const unknown = Object.keys(given).find((key) => !known.has(key));
  if (unknown !== undefined) return { problem: `模板中没有字段 ${unknown}` };
  const values: MouldValues = {};
  for (const field of content) {
    const raw = given[field.key];
    if (raw === undefined || raw === null || raw === '') {
      if (field.required) return { problem: `请填写${field.label}` };
      values[field.key] = null;
      continue;
    }
    const checked = checkValue(field, raw);
    if (typeof checked === 'object') return checked;
    values[field.key] = checked;
  }
  return { values };
}

function checkValue(field: MouldField, raw: unknown): string | number | { problem: string } {
  const invalid = { problem: `${field.label}格式不正确` };
  switch (field.type) {
    case 'text': {
      if (typeof raw !== 'string') return invalid;
      const max = field.maxLength ?? defaultMaxLength;
      return raw.length <= max ? raw : { problem: `${field.label}不能超过${max}个字符` };
    }
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isFinite(value) ? value : invalid;
    }
    case 'date':
      return typeof raw === 'string' && wireDay.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : invalid;
    case 'select':
      return typeof raw === 'string' && (field.options ?? []).includes(raw)
        ? raw
        : { problem: `${field.label}只能是: ${(field.options ?? []).join('、')}` };
    default:
      return assertNever(field.type);
  }
}
