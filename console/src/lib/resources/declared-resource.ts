import type { FieldKind, Label, ResourceFieldMetadata } from '@console/lib/resources/resource-metadata';

export type Language = 'zh' | 'en';

export function languageOf(language: string): Language {
  return language.startsWith('en') ? 'en' : 'zh';
}

/**
 * A field of a record the console declares itself, in the registry's shape, so that the generic
 * screens serve records whose calls are not the registry's (goods, merchants). `required` is the
 * server's message in the console's language.
 */
export function declaredField(
  name: string,
  kind: FieldKind,
  label: Label,
  required: string | null = null,
  extra: Partial<Pick<ResourceFieldMetadata, 'filterable' | 'maxLength' | 'dictCode'>> = {},
): ResourceFieldMetadata {
  return {
    name,
    kind,
    label,
    required,
    maxLength: extra.maxLength ?? null,
    filterable: extra.filterable ?? false,
    sortable: false,
    dictCode: extra.dictCode ?? null,
  };
}

/** The labels of a field in both languages, from a feature's zh and en messages. */
export function bothLabels<T extends Record<string, string>>(zh: T, en: T, name: keyof T & string): Label {
  return { zh: zh[name] ?? name, en: en[name] ?? name };
}

/** Display-only values added to listed rows: left out of what a form sends. */
export function withoutFields(body: Record<string, unknown>, names: readonly string[]) {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !names.includes(name)));
}
