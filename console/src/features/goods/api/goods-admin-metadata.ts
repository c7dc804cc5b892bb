import { goodsMessages } from '@console/features/goods/goods.i18n';
import { declaredField, languageOf } from '@console/lib/resources/declared-resource';
import type { FieldKind, Label, ResourceMetadata } from '@console/lib/resources/resource-metadata';

type Section = 'mould' | 'auditConfig' | 'log';

function labelOf(section: Section, name: string): Label {
  const zh: Record<string, string> = goodsMessages.zh[section];
  const en: Record<string, string> = goodsMessages.en[section];
  return { zh: zh[name] ?? name, en: en[name] ?? name };
}

/**
 * The fields of a section: name, kind, the server's message when required (zh; en translated),
 * and the system dictionary that names its values.
 */
function fields(
  section: Section,
  language: string,
  specs: Array<[string, FieldKind, [string, string]?, string?]>,
) {
  const lang = languageOf(language);
  return specs.map(([name, kind, required, dictCode]) =>
    declaredField(name, kind, labelOf(section, name), required ? required[lang === 'zh' ? 0 : 1] : null, {
      filterable: name === 'mouldName' || name === 'goodsName',
      dictCode,
    }),
  );
}

const title = (section: Section): Label => ({
  zh: goodsMessages.zh[section].title,
  en: goodsMessages.en[section].title,
});

/** Goods moulds (prepaid-goods/goodsMould); messages of goods-mould.schemas.ts. */
export function mouldMetadata(language: string): ResourceMetadata {
  return {
    name: 'goodsMould',
    aggregateType: 'goodsMould',
    title: title('mould'),
    api: '/api/prepaid-goods/goodsMould',
    listPath: 'page',
    actions: ['list', 'detail', 'submit', 'remove'],
    permissions: {
      view: 'goods_mould_view',
      add: 'goods_mould_add',
      edit: 'goods_mould_edit',
      remove: 'goods_mould_delete',
    },
    fields: fields('mould', language, [
      ['mouldName', 'text', ['请输入模板名称', 'Enter the mould name']],
      ['industryId', 'reference', ['请选择行业', 'Choose an industry']],
      ['industryMainId', 'reference', ['请选择主行业', 'Choose a main industry']],
      ['remark', 'text'],
      ['mouldContent', 'longText'],
      ['statusName', 'text'],
    ]),
    filters: { mouldName: 'text', industryId: 'id', industryMainId: 'id', status: 'number' },
    sortable: [],
    tree: null,
  };
}

/** Goods audit configurations (prepaid-goods/goodsAuditConfig); goods-audit-config.schemas.ts. */
export function auditConfigMetadata(language: string): ResourceMetadata {
  return {
    name: 'goodsAuditConfig',
    title: title('auditConfig'),
    api: '/api/prepaid-goods/goodsAuditConfig',
    listPath: 'selectAuditConfigList',
    actions: ['list', 'detail', 'submit'],
    permissions: {
      view: 'goods_audit_config_view',
      add: 'goods_audit_config_add',
      edit: 'goods_audit_config_edit',
      remove: 'goods_audit_config_delete',
    },
    fields: fields('auditConfig', language, [
      ['industryCategoryId', 'reference', ['请选择行业分类', 'Choose an industry category']],
      ['auditRequired', 'integer', ['请选择是否需要审核', 'Choose whether audit is required'], 'yes_no'],
      ['auditRoleId', 'reference'],
      ['remark', 'text'],
      ['statusName', 'text'],
    ]),
    filters: { industryCategoryId: 'id', auditRequired: 'number', status: 'number' },
    sortable: [],
    tree: null,
  };
}

/** The goods process log (prepaid-goods/goodsProcessLog): read, removed, answered. */
export function processLogMetadata(language: string): ResourceMetadata {
  return {
    name: 'goodsProcessLog',
    title: title('log'),
    api: '/api/prepaid-goods/goodsProcessLog',
    listPath: 'page',
    actions: ['list', 'detail', 'remove'],
    permissions: {
      view: 'goods_process_log_view',
      add: 'goods_process_log_add',
      edit: 'goods_process_log_edit',
      remove: 'goods_process_log_delete',
    },
    fields: fields('log', language, [
      ['goodsName', 'text'],
      ['step', 'code'],
      ['result', 'text'],
      ['comment', 'text'],
      ['operator', 'text'],
      ['createTime', 'datetime'],
    ]),
    filters: { goodsName: 'text', step: 'code', result: 'text', operator: 'text', createTime: 'date' },
    sortable: [],
    tree: null,
  };
}
