import { usersMessages } from '@console/features/users/users.i18n';
import type {
  FieldKind,
  ResourceFieldMetadata,
  ResourceMetadata,
} from '@console/lib/resources/resource-metadata';

type UserField = keyof typeof usersMessages.zh.fields;
type UserRule = keyof typeof usersMessages.zh.rules;

/** A field of the user form, labelled from users.i18n in both languages. */
function field(
  name: UserField,
  kind: FieldKind,
  language: 'zh' | 'en',
  extra: Partial<Pick<ResourceFieldMetadata, 'filterable' | 'dictCode' | 'maxLength'>> = {},
): ResourceFieldMetadata {
  const required = name in usersMessages.zh.rules ? usersMessages[language].rules[name as UserRule] : null;
  return {
    name,
    kind,
    label: { zh: usersMessages.zh.fields[name], en: usersMessages.en.fields[name] },
    required,
    maxLength: extra.maxLength ?? null,
    filterable: extra.filterable ?? false,
    sortable: false,
    dictCode: extra.dictCode ?? null,
  };
}

/**
 * Users are not a registry resource (blade-user has behaviour of its own: passwords, grants,
 * locks), so the console declares them in the registry's shape and the generic screen serves
 * them. The messages are the server's (user.schemas.ts); in English, their translations.
 */
export function userMetadata(language: string): ResourceMetadata {
  const lang = language.startsWith('en') ? 'en' : 'zh';
  return {
    name: 'user',
    aggregateType: 'user',
    title: { zh: usersMessages.zh.title, en: usersMessages.en.title },
    api: '/api/blade-user',
    listPath: 'page',
    actions: ['list', 'detail', 'submit', 'remove'],
    permissions: { view: 'user_view', add: 'user_add', edit: 'user_edit', remove: 'user_delete' },
    fields: [
      field('account', 'text', lang, { filterable: true, maxLength: 45 }),
      field('name', 'text', lang, { maxLength: 20 }),
      field('realName', 'text', lang, { filterable: true, maxLength: 10 }),
      field('password', 'text', lang),
      field('phone', 'text', lang),
      field('email', 'text', lang),
      field('sex', 'integer', lang, { dictCode: 'sex' }),
      field('code', 'text', lang),
      field('roleId', 'text', lang),
      field('deptId', 'text', lang),
      field('postId', 'text', lang),
      field('status', 'integer', lang, { dictCode: 'user_status' }),
    ],
    filters: { account: 'text', realName: 'text', deptId: 'id' },
    sortable: [],
    tree: null,
  };
}
