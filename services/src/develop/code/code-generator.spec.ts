import { snakeCase } from '@platform/lang/snake-case';
import { generateCode } from '@services/develop/code/code-generator';
import type { GeneratorInput } from '@services/develop/code/generator-input';
import { prototypesOf } from '@services/develop/model/model-prototype';

const column = (name: string, dataType: string, nullable = true) => ({
  name,
  dataType,
  nullable,
  hasDefault: false,
  maxLength: dataType === 'varchar' ? 32 : null,
  comment: null,
  primaryKey: name === 'id',
});

const input = (tenantScoped: boolean): GeneratorInput => ({
  code: {
    codeName: "O'Neil */ 的书",
    serviceName: 'prepaid-shelf',
    apiPath: 'shelf-item',
    resourceName: 'shelfItem',
    modulePath: 'develop',
  },
  model: { modelName: '书架', modelTable: 'shelf_item' },
  tenantScoped,
  prototypes: prototypesOf([
    column('id', 'bigint', false),
    column('item_code', 'varchar', false),
    column('shelf_id', 'bigint'),
    column('create_time', 'datetime', false),
  ]),
});

describe('the code generator', () => {
  it('declares every column but the audit ones, escaping what the names hold', () => {
    const [resource, table, , , migration] = generateCode(input(true));
    expect(resource!.path).toBe('services/src/shelf/shelf-item/shelf-item.resource.ts');
    expect(resource!.content).toContain("title: { zh: 'O\\'Neil */ 的书', en: 'Shelf item' }");
    expect(resource!.content).toContain("/** O'Neil * / 的书 (/api/prepaid-shelf/shelf-item)");
    expect(resource!.content).toContain(
      "itemCode: field.code({ label: { zh: 'item_code', en: 'Item code' }, required: '请输入item_code', maxLength: 32, filterable: true }),",
    );
    expect(resource!.content).toContain(
      "shelfId: field.reference({ label: { zh: 'shelf_id', en: 'Shelf id' }, filterable: true }),",
    );
    expect(resource!.content).not.toContain('createTime');
    expect(resource!.content).not.toContain("scope: 'platform'");
    expect(resource!.content).toContain("view: 'shelf_item_view'");
    expect(table!.content).toContain(
      '  tenant_id: column.text,\n  item_code: column.text,\n  shelf_id: column.nullable(column.int8),',
    );
    expect(migration!.content).toContain("await keepTenantRowCounts(db, 'shelf_item');");
  });

  it('makes a table without a tenant column the platform’s records', () => {
    const [resource, table, , , migration] = generateCode(input(false));
    expect(resource!.content).toContain("scope: 'platform',");
    expect(table!.content).not.toContain('tenant_id');
    expect(migration!.content).not.toContain('keepTenantRowCounts');
    expect(migration!.content).toContain('ON shelf_item (id DESC)');
  });

  it('names each field so that its snake_case is its column, digits included', () => {
    const withLine = {
      ...input(true),
      prototypes: prototypesOf([column('id', 'bigint', false), column('address_line_2', 'varchar')]),
    };
    const [resource, table] = generateCode(withLine);
    // defineResource stores a field under snakeCase(field): address_line_2, the table's column.
    expect(resource!.content).toContain('    addressLine_2: field.code(');
    expect(snakeCase('addressLine_2')).toBe('address_line_2');
    expect(table!.content).toContain('  address_line_2: column.nullable(column.text),');
  });
});
