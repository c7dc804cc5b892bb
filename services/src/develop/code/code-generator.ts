import type { FieldKind } from '@platform/resource-registry/resource-field';
import { camelCase } from '@platform/lang/camel-case';
import { snakeCase } from '@platform/lang/snake-case';
import { commentText, kebabCase, quoted, words } from '@services/develop/code/generated-source';
import type { GeneratorInput } from '@services/develop/code/generator-input';
import type { FieldPrototype } from '@services/develop/model/model.wire';
import { migrationSource } from '@services/develop/code/migration-source';

export interface GeneratedFile {
  /** Where the file goes, from the project's root. */
  path: string;
  content: string;
}

const columnOf: Record<FieldKind, string> = {
  text: 'column.text',
  longText: 'column.text',
  code: 'column.text',
  integer: 'column.integer',
  reference: 'column.int8',
  datetime: 'column.timestamptz',
};

/** Kinds whose builder takes a maximum length. */
const sized = new Set<FieldKind>(['text', 'longText', 'code']);

/**
 * The files of a resource in this project's registry format, for a model's table: its
 * declaration (services), its read-model table (projections), its migration (infra), its
 * console screen and its i18n entries, and notes saying where each is named. Dropped into the
 * project and named in a context's `resources`, the declaration serves list, detail, submit and
 * remove over the table.
 */
export function generateCode(input: GeneratorInput): GeneratedFile[] {
  const { resourceName } = input.code;
  const context = input.code.serviceName.replace(/^(blade|prepaid)-/, '');
  const file = kebabCase(resourceName);
  return [
    { path: `services/src/${context}/${file}/${file}.resource.ts`, content: resourceSource(input) },
    { path: `projections/src/${context}/${file}/${file}.table.ts`, content: tableSource(input) },
    { path: `console/src/features/${context}/${file}.pages.ts`, content: pagesSource(input) },
    { path: `console/src/features/${context}/${file}.i18n.ts`, content: i18nSource(input) },
    { path: `infra/src/migrations/${context}/NNNN-${file}.ts`, content: migrationSource(input) },
    { path: `${file}.md`, content: notesSource(input, context, file) },
  ];
}

/** The button codes of the generated page: <resource in snake_case>_view, _add, _edit, _delete. */
export function pageCodeOf(resourceName: string): string {
  return snakeCase(resourceName);
}

function resourceSource({ code, model, tenantScoped, prototypes }: GeneratorInput): string {
  const page = pageCodeOf(code.resourceName);
  const fields = prototypes.map((field) => `    ${camelCase(field.jdbcName)}: ${fieldSource(field)},`);
  return `import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** ${commentText(code.codeName)} (/api/${code.serviceName}/${code.apiPath}): the records of table ${model.modelTable}. */
export const ${code.resourceName}Resource = defineResource({
  name: ${quoted(code.resourceName)},
  title: { zh: ${quoted(code.codeName)}, en: ${quoted(words(code.resourceName))} },
  service: ${quoted(code.serviceName)},
  path: ${quoted(code.apiPath)},
  table: ${quoted(model.modelTable)},
${tenantScoped ? '' : "  scope: 'platform',\n"}  fields: {
${fields.join('\n')}
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: '${page}_view',
    add: '${page}_add',
    edit: '${page}_edit',
    remove: '${page}_delete',
  },
});
`;
}

function fieldSource(field: FieldPrototype): string {
  const options = [`label: { zh: ${quoted(field.labelZh)}, en: ${quoted(field.labelEn)} }`];
  if (field.required) options.push(`required: ${quoted(`请输入${field.labelZh}`)}`);
  if (sized.has(field.kind) && field.maxLength) options.push(`maxLength: ${field.maxLength}`);
  // A long text is never a filter (the registry's rule).
  if (field.filterable && field.kind !== 'longText') options.push('filterable: true');
  if (field.sortable) options.push('sortable: true');
  return `field.${field.kind}({ ${options.join(', ')} })`;
}

function tableSource({ code, model, tenantScoped, prototypes }: GeneratorInput): string {
  const name = `${code.resourceName}Table`;
  const columns = prototypes.map((field) => {
    const type = columnOf[field.kind];
    return `  ${field.jdbcName}: ${field.required ? type : `column.nullable(${type})`},`;
  });
  return `import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** ${commentText(model.modelName)}: the read model of ${code.resourceName}Resource, written by the registry's projection. */
export const ${name} = readModelTable(${quoted(model.modelTable)}, {
  id: column.int8,
${tenantScoped ? '  tenant_id: column.text,\n' : ''}${columns.join('\n')}
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    ${model.modelTable}: TableOf<typeof ${name}>;
  }
}
`;
}

function pagesSource({ code, prototypes }: GeneratorInput): string {
  const columns = prototypes
    .filter((field) => field.kind !== 'longText')
    .map((field) => quoted(camelCase(field.jdbcName)));
  return `import { resourcePage } from '@console/components/resource-screen/resource-page-loader';

/** ${commentText(code.codeName)}: the generic screen of ${code.resourceName}; spread into the feature's menuPages. */
export const ${code.resourceName}Pages = {
  '/${code.modulePath}/${code.apiPath}': resourcePage(${quoted(code.resourceName)}, { columns: [${columns.join(', ')}] }),
};
`;
}

function i18nSource({ code, prototypes }: GeneratorInput): string {
  const labels = (language: 'zh' | 'en') =>
    prototypes
      .map(
        (field) =>
          `      ${camelCase(field.jdbcName)}: ${quoted(language === 'zh' ? field.labelZh : field.labelEn)},`,
      )
      .join('\n');
  return `/**
 * ${commentText(code.codeName)}: the menu's English name (add it to console/src/lib/menu/menu-names.i18n.ts;
 * Chinese shows the menu's own name) and the screen's labels in both languages.
 */
export const ${code.resourceName}MenuName = { ${pageCodeOf(code.resourceName)}: ${quoted(words(code.resourceName))} };

export const ${code.resourceName}Messages = {
  zh: {
    title: ${quoted(code.codeName)},
    fields: {
${labels('zh')}
    },
  },
  en: {
    title: ${quoted(words(code.resourceName))},
    fields: {
${labels('en')}
    },
  },
};
`;
}

function notesSource({ code, model }: GeneratorInput, context: string, file: string): string {
  const page = pageCodeOf(code.resourceName);
  return `# ${code.codeName}

Generated for table \`${model.modelTable}\` (model ${model.modelName}). Unpack at the project's root, then:

1. Name \`${code.resourceName}Resource\` in the \`resources\` of \`services/src/${context}/${context}.context.ts\`.
2. Give \`infra/src/migrations/${context}/NNNN-${file}.ts\` a number of the context's range and
   add it to \`${context}.migrations.ts\`.
3. Spread \`${code.resourceName}Pages\` into the \`menuPages\` of the console feature, and
   \`${code.resourceName}MenuName\` into \`console/src/lib/menu/menu-names.i18n.ts\`.
4. Add the menu \`${page}\` (path \`/${code.modulePath}/${code.apiPath}\`) with its buttons
   \`${page}_view\`, \`${page}_add\`, \`${page}_edit\` and \`${page}_delete\`.

The calls: \`/api/${code.serviceName}/${code.apiPath}/list\`, \`detail\`, \`submit\`, \`remove\`.
`;
}
