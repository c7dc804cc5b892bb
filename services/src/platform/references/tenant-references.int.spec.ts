import { flowWorkPath } from '@services/workflow/task-lists/flow-work-path';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { importTestRegions } from '@services/merchant/testing/merchant-test-data';
import { merchantProfile, creditCodeNumber } from '@services/merchant/testing/merchant-fixtures';
import { type Answer, type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { AppendedEvents } from '@platform/testing/appended-events';
import { createMerchant } from '@services/testing/referenced-records';
import { verifyBankAccount } from '@services/testing/verified-account';

const tenantA = '000042';
const tenantB = '100001';
const platform = '000000';
/** An id no record has. */
const nowhere = '1858000000000999999';
const md5Admin = '21232f297a57a5a743894a0e4a801fc3';

/** The kinds of record a write may name; a platform kind has no other tenant's records to try. */
type TenantKind =
  | 'merchant'
  | 'category'
  | 'bank'
  | 'tag'
  | 'rule'
  | 'mould'
  | 'role'
  | 'dept'
  | 'post'
  | 'dictBiz'
  | 'goods';
type PlatformKind = 'platform';
type Records = Record<TenantKind, string> & {
  user: string;
  goods: string;
  auditConfig: string;
  topMenu: string;
};

/**
 * A write route that carries ids: a body B may send (built from B's own records), and what each
 * id field names. `id` and `ids` always name the records written (another tenant's answer 404:
 * cross-tenant.int.spec.ts walks them); every other id field must be declared here, so that a
 * new route or field fails the walk until it is.
 */
interface WalkedRoute {
  caller: string;
  body: (own: Records) => Record<string, unknown>;
  /** Fields naming other records, by the kind they name. */
  references?: Record<string, TenantKind | PlatformKind>;
  /** Id-like fields that name no other record, and why. */
  others?: Record<string, string>;
  /** The call reads its input from the query string only. */
  query?: true;
}

const tenantNumber = 'a tenant number, checked by the call itself';
const target = 'the record acted on: another tenant’s is not found';
const firstMenu = seedMenus[0]!.id;

const routes: Record<string, WalkedRoute> = {
  'blade-system/tenant/submit': {
    caller: platform,
    body: () => ({ tenantId: '300700', tenantName: '引用租户', accountNumber: 1 }),
    references: { packageId: 'platform' },
    others: {
      tenantId: tenantNumber,
      datasourceId: 'a platform data source (blade-develop), not yet checked by a declaration',
    },
  },
  'blade-system/tenant/datasource': {
    caller: platform,
    body: () => ({ tenantId: tenantA }),
    others: {
      tenantId: tenantNumber,
      datasourceId: 'a platform data source (blade-develop), not yet checked by a declaration',
    },
  },
  // The development tools' records are the platform's: no other tenant has any to aim at, and
  // their own suites (datasource.int, code.int) refuse a missing one by its message.
  'blade-develop/model/submit': {
    caller: platform,
    body: () => ({}),
    others: { datasourceId: 'a platform data source, checked by developReferences' },
  },
  'blade-develop/model/submit-list': {
    caller: platform,
    body: () => ({}),
    others: { modelId: target },
  },
  'blade-develop/code/submit': {
    caller: platform,
    body: () => ({}),
    others: { modelId: 'a platform data model, checked by developReferences' },
  },
  // Workflow: each id names the definition, deployment, instance or task acted on, found only
  // among those the caller's tenant sees (its own, and definitions shared with it by tenantIds).
  'blade-flow/model/deploy': {
    caller: tenantB,
    body: () => ({}),
    others: { modelId: target, tenantIds: 'tenant numbers a definition is shared with' },
  },
  'blade-flow/manager/change-state': {
    caller: tenantB,
    body: () => ({}),
    others: { processId: target },
  },
  'blade-flow/manager/delete-deployment': {
    caller: tenantB,
    body: () => ({}),
    others: { deploymentIds: target },
  },
  'blade-flow/follow/delete-process-instance': {
    caller: tenantB,
    body: () => ({}),
    others: { processInstanceId: target },
  },
  [`${flowWorkPath}/claim-task`]: {
    caller: tenantB,
    body: () => ({}),
    others: { taskId: target },
  },
  [`${flowWorkPath}/complete-task`]: {
    caller: tenantB,
    body: () => ({}),
    others: { taskId: target, processInstanceId: 'the task\u2019s instance, read from the task itself' },
  },
  'blade-desk/process/leave/start-process': {
    caller: tenantB,
    body: () => ({}),
    others: { processDefinitionId: 'a definition the caller\u2019s tenant sees, else not found' },
  },
  'blade-system/tenant/package-setting': {
    caller: platform,
    // The tenant the walk's tenant/submit creates.
    body: () => ({ tenantId: '300700' }),
    references: { packageId: 'platform' },
    others: { tenantId: tenantNumber },
  },
  'blade-system/role/grant': {
    caller: tenantB,
    body: (own) => ({ roleIds: [own.role], menuIds: [], dataScopeIds: [], apiScopeIds: [] }),
    references: { menuIds: 'platform', dataScopeIds: 'platform', apiScopeIds: 'platform' },
    others: { roleIds: target },
  },
  'blade-system/topmenu/grant': {
    caller: tenantB,
    body: (own) => ({ topMenuIds: [own.topMenu], menuIds: [] }),
    references: { menuIds: 'platform' },
    others: { topMenuIds: target },
  },
  'blade-user/submit': {
    caller: tenantB,
    body: (own) => ({
      account: 'walked',
      name: 'walked',
      realName: '引用',
      password: md5Admin,
      roleId: own.role,
      deptId: own.dept,
      postId: own.post,
    }),
    references: { roleId: 'role', deptId: 'dept', postId: 'post' },
  },
  'blade-user/update': {
    caller: tenantB,
    body: (own) => ({
      id: own.user,
      account: 'walked-user',
      name: 'walked',
      realName: '引用',
      roleId: own.role,
      deptId: own.dept,
      postId: own.post,
    }),
    references: { roleId: 'role', deptId: 'dept', postId: 'post' },
  },
  'blade-user/grant': {
    caller: tenantB,
    body: (own) => ({ userIds: own.user, roleIds: own.role }),
    query: true,
    references: { roleIds: 'role' },
    others: { userIds: target },
  },
  'blade-user/update-platform': { caller: tenantB, body: () => ({}), others: { userId: target } },
  'blade-user/reset-password': { caller: tenantB, body: () => ({}), others: { userIds: target } },
  'blade-user/unlock': { caller: tenantB, body: () => ({}), others: { userIds: target } },
  'blade-user/audit-pass': { caller: tenantB, body: () => ({}), others: { userIds: target } },
  'blade-user/audit-refuse': { caller: tenantB, body: () => ({}), others: { userIds: target } },
  'blade-user/register': { caller: tenantB, body: () => ({}), others: { tenantId: tenantNumber } },
  'blade-user/register-guest': {
    caller: tenantB,
    body: () => ({}),
    others: { tenantId: tenantNumber, oauthId: 'the third-party identity being registered' },
  },
  'blade-auth/oauth/token': { caller: tenantB, body: () => ({}), others: { tenantId: tenantNumber } },
  'prepaid-merchant/merchant/submit': {
    caller: tenantB,
    body: (own) =>
      merchantProfile({
        merchantName: '引用商户',
        creditCode: creditCodeNumber(700),
        industryCategory: own.category,
        superviseBankId: own.bank,
        industryTags: [own.tag],
        bankAccountNo: '6222020000000700700',
      }) as unknown as Record<string, unknown>,
    references: { industryCategory: 'category', industryTags: 'tag', superviseBankId: 'bank' },
  },
  'prepaid-merchant/ruleBase/saveMerchantRule': {
    caller: tenantB,
    body: (own) => ({ merchantId: own.merchant, ruleIds: [own.rule] }),
    references: { ruleIds: 'rule' },
    others: { merchantId: target },
  },
  'prepaid-merchant/merchantExt/submit': {
    caller: tenantB,
    body: (own) => ({ merchantId: own.merchant, businessArea: '350102001' }),
    references: { merchantId: 'merchant' },
  },
  'audit/trail/export': {
    caller: tenantB,
    body: () => ({}),
    others: {
      aggregateId: 'the record whose history is exported: another tenant’s has none the caller sees',
    },
  },
  'prepaid-merchant/merchantExt/handleExport': {
    caller: tenantB,
    body: () => ({}),
    others: { merchantId: 'a filter of what the export reads, always within the caller’s tenant' },
  },
  'prepaid-merchant/merchantStatistics/export': {
    caller: tenantB,
    body: () => ({}),
    others: { merchantId: 'a filter of what the export reads, always within the caller’s tenant' },
  },
  'prepaid-transaction/orderInfo/create': {
    caller: tenantB,
    body: (own) => ({
      merchantId: own.merchant,
      goodsId: own.goods,
      paymentNo: 'P-walked',
      cardNo: 'C-walked',
      buyerName: '引用',
      tradeAmount: '10',
    }),
    references: { merchantId: 'merchant', goodsId: 'goods' },
  },
  'prepaid-transaction/orderInfoConsume/report': {
    caller: tenantB,
    body: () => ({}),
    others: { orderId: target },
  },
  'prepaid-transaction/orderInfoConsume/submit': {
    caller: tenantB,
    body: () => ({}),
    others: { orderId: target },
  },
  'prepaid-transaction/refundApply/apply': {
    caller: tenantB,
    body: () => ({}),
    others: { orderId: target },
  },
  'prepaid-transaction/cutPaymentApply/apply': {
    caller: tenantB,
    body: (own) => ({
      merchantId: own.merchant,
      orgPaymentNo: 'CP-walked',
      batchNo: 'CB-walked',
      amount: '10',
      accountNo: '6222000000000009',
      accountName: '引用',
    }),
    references: { merchantId: 'merchant' },
  },
  'prepaid-goods/goods/save': {
    caller: tenantB,
    body: (own) => goodsForm(own),
    references: { merchantId: 'merchant', industryCategoryId: 'category', mouldId: 'mould' },
  },
  'prepaid-goods/goods/update': {
    caller: tenantB,
    body: (own) => ({ ...goodsForm(own), id: own.goods }),
    references: { merchantId: 'merchant', industryCategoryId: 'category', mouldId: 'mould' },
  },
  'prepaid-goods/goodsProcessLog/submit': { caller: tenantB, body: () => ({}), others: { goodsId: target } },
  'prepaid-goods/goodsProcessLog/process': { caller: tenantB, body: () => ({}), others: { goodsId: target } },
  'prepaid-goods/goodsAuditConfig/insertAuditConfig': {
    caller: tenantB,
    body: (own) => ({ industryCategoryId: own.category, auditRequired: 1, auditRoleId: own.role }),
    references: { industryCategoryId: 'category', auditRoleId: 'role' },
  },
  'prepaid-goods/goodsAuditConfig/updateAuditConfig': {
    caller: tenantB,
    body: (own) => ({ id: own.auditConfig, auditRequired: 1, auditRoleId: own.role }),
    references: { auditRoleId: 'role' },
  },
  'prepaid-goods/goodsMould/submit': {
    caller: tenantB,
    body: (own) => ({ mouldName: '引用模板', industryId: own.category, industryMainId: own.category }),
    references: { industryId: 'category', industryMainId: 'category' },
  },
  'blade-system/client/submit': {
    caller: platform,
    body: () => ({}),
    others: { clientId: 'the client’s own sign-in key', resourceIds: 'names of resource servers' },
  },
  'blade-system/tenant-package/submit': {
    caller: platform,
    body: () => ({ packageName: '引用产品包', menuId: firstMenu }),
    references: { menuId: 'platform' },
  },
  'blade-system/dept/submit': {
    caller: tenantB,
    body: (own) => ({ parentId: own.dept, deptName: '引用部门', fullName: '引用部门', sort: 1 }),
    references: { parentId: 'dept' },
  },
  'blade-system/role/submit': {
    caller: tenantB,
    body: (own) => ({ parentId: own.role, roleName: '引用角色', roleAlias: 'walked', sort: 1 }),
    references: { parentId: 'role' },
  },
  'blade-system/dict-biz/submit': {
    caller: tenantB,
    body: (own) => ({
      parentId: own.dictBiz,
      code: 'b_dict',
      dictKey: '1',
      dictValue: '引用',
      sort: 1,
      isSealed: 0,
    }),
    references: { parentId: 'dictBiz' },
  },
  'blade-system/dict/submit': {
    caller: platform,
    body: () => ({
      parentId: '0',
      code: 'walked_dict',
      dictKey: '1',
      dictValue: '引用',
      sort: 1,
      isSealed: 0,
    }),
    references: { parentId: 'platform' },
  },
  'blade-system/menu/submit': {
    caller: platform,
    body: () => ({ parentId: firstMenu, code: 'walked_menu', name: '引用菜单', sort: 1, category: 2 }),
    references: { parentId: 'platform' },
  },
  'prepaid-merchant/category/submit': {
    caller: tenantB,
    body: (own) => ({ parentId: own.category, industryCategory: '引用类别', sort: 1 }),
    references: { parentId: 'category' },
    others: { industryCategory: 'the category’s own name' },
  },
  'blade-system/data-scope/submit': {
    caller: platform,
    body: () => ({ menuId: firstMenu, resourceCode: 'walked', scopeName: '引用数据权限', scopeType: 1 }),
    references: { menuId: 'platform' },
  },
  'blade-system/api-scope/submit': {
    caller: platform,
    body: () => ({ menuId: firstMenu, resourceCode: 'walked', scopeName: '引用接口权限', scopePath: '/x' }),
    references: { menuId: 'platform' },
  },
  'blade-resource/sms/submit': {
    caller: tenantB,
    body: () => ({ category: 'local', templateId: 'SMS_1', regionId: 'cn-hangzhou' }),
    others: {
      templateId: 'the SMS provider’s template code',
      regionId: 'the SMS provider’s region code',
    },
  },
  'prepaid-message/sendValidateMessage': {
    caller: tenantB,
    body: () => ({ phone: '13800138099', tenantId: tenantB }),
    others: { tenantId: tenantNumber },
  },
  'prepaid-message/checkValidateCode': {
    caller: tenantB,
    body: () => ({ phone: '13800138099', code: '000000', tenantId: tenantB }),
    others: { tenantId: tenantNumber },
  },
};

function goodsForm(own: Records) {
  return {
    merchantId: own.merchant,
    industryCategoryId: own.category,
    goodsName: '引用商品',
    mouldId: own.mould,
    price: '10',
    originalPrice: '12',
    validityDays: 30,
  };
}

/** Input fields that carry record ids, by name, of each write route in /api/docs. */
async function idFieldsOfWrites(app: NestFastifyApplication): Promise<Map<string, string[]>> {
  type Schema = { properties?: Record<string, unknown>; allOf?: Schema[]; anyOf?: Schema[] };
  type Operation = {
    parameters?: Array<{ name: string }>;
    requestBody?: { content: Record<string, { schema: Schema }> };
  };
  const document = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
    paths: Record<string, { post?: Operation }>;
  }>();
  const namesOf = (schema: Schema | undefined): string[] =>
    schema
      ? [
          ...Object.keys(schema.properties ?? {}),
          ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap(namesOf),
        ]
      : [];
  const fields = new Map<string, string[]>();
  for (const [path, { post }] of Object.entries(document.paths)) {
    if (!post) continue;
    const names = [
      ...(post.parameters ?? []).map((parameter) => parameter.name),
      ...namesOf(post.requestBody?.content['application/json']?.schema),
    ];
    const ids = [...new Set(names)].filter(
      (name) => name !== 'id' && name !== 'ids' && (/Ids?$/.test(name) || name in referenceFieldsNotNamedId),
    );
    if (ids.length > 0) fields.set(path.replace(/^\/api\//, ''), ids.sort());
  }
  return fields;
}

/** Fields that name records without saying "id" (the merchant form's category and tags). */
const referenceFieldsNotNamedId: Record<string, true> = { industryCategory: true, industryTags: true };

/** The supervise bank of both runs: B's merchant proves its account with it, to be cut-paid. */
const { bank, bankSettings } = fakeBankOfTheFile();

describeOnBothDatabases(
  'references between records',
  'tenant_references',
  (current) => {
    const call = tenantCaller(() => current().app);
    const ofA = {} as Records;
    const ofB = {} as Records;

    function post(route: string, walked: WalkedRoute, input: Record<string, unknown>): Promise<Answer> {
      if (!walked.query) return call('POST', `/api/${route}`, input, walked.caller);
      const query = new URLSearchParams(
        Object.entries(input).map(([name, value]): [string, string] => [name, String(value)]),
      );
      return call('POST', `/api/${route}?${query}`, undefined, walked.caller);
    }

    let appended: AppendedEvents;

    async function created(base: string, body: object, tenant: string, action = 'submit'): Promise<string> {
      const answer = await call<Row>('POST', `/api/${base}/${action}`, body, tenant);
      if (answer.code !== 200) throw new Error(`${base}/${action}: ${answer.msg}`);
      return answer.data.id;
    }

    /** The records each tenant's writes may name, and (for B) the records its updates act on. */
    async function recordsOf(tenant: string, n: number, into: Records): Promise<void> {
      const made = await createMerchant(call, tenant, n);
      Object.assign(into, {
        merchant: made.merchant.id,
        category: made.categoryId,
        bank: made.bankId,
        tag: made.tagId,
      });
      into.rule = await created(
        'prepaid-merchant/ruleBase',
        { ruleName: `规则${n}`, ruleCode: `R${n}`, ruleType: 1 },
        tenant,
        'save',
      );
      into.mould = await created(
        'prepaid-goods/goodsMould',
        { mouldName: `模板${n}`, industryId: into.category, industryMainId: into.category },
        tenant,
      );
      into.role = await created(
        'blade-system/role',
        { parentId: '0', roleName: `角色${n}`, roleAlias: `r${n}`, sort: 1 },
        tenant,
      );
      into.dept = await created(
        'blade-system/dept',
        { parentId: '0', deptName: `部门${n}`, fullName: `部门${n}`, sort: 1 },
        tenant,
      );
      into.post = await created(
        'blade-system/post',
        { category: 1, postCode: `p${n}`, postName: `岗位${n}`, sort: 1 },
        tenant,
      );
      into.dictBiz = await created(
        'blade-system/dict-biz',
        { parentId: '0', code: `d${n}`, dictKey: '-1', dictValue: `字典${n}`, sort: 1, isSealed: 0 },
        tenant,
      );
      into.user = await created(
        'blade-user',
        {
          account: `u${n}`,
          name: 'u',
          realName: 'u',
          password: md5Admin,
          roleId: into.role,
          deptId: into.dept,
          postId: into.post,
        },
        tenant,
      );
      into.goods = await created('prepaid-goods/goods', goodsForm(into), tenant, 'save');
      const configCategory = await created(
        'prepaid-merchant/category',
        { parentId: '0', industryCategory: `审核${n}`, sort: 1 },
        tenant,
      );
      into.auditConfig = await created(
        'prepaid-goods/goodsAuditConfig',
        { industryCategoryId: configCategory, auditRequired: 0 },
        tenant,
        'insertAuditConfig',
      );
      into.topMenu = await created(
        'blade-system/topmenu',
        { code: `top${n}`, name: `顶部${n}`, sort: 1 },
        tenant,
      );
    }

    beforeAll(async () => {
      appended = new AppendedEvents(current().runtime.infrastructure.store);
      await importTestRegions(current().runtime);
      await recordsOf(tenantA, 1, ofA);
      await recordsOf(tenantB, 2, ofB);
      await verifyBankAccount(call, bank(), tenantB, ofB.merchant);
    });

    it('declares what every id field of every write route names', async () => {
      const undeclared: string[] = [];
      for (const [route, fields] of await idFieldsOfWrites(current().app)) {
        const walked = routes[route];
        for (const field of fields)
          if (!walked?.references?.[field] && !walked?.others?.[field]) undeclared.push(`${route} ${field}`);
      }
      expect(undeclared).toEqual([]);
    });

    it('refuses a write naming another tenant’s record or none, naming the field and writing nothing', async () => {
      const wrong: string[] = [];
      for (const [route, walked] of Object.entries(routes)) {
        for (const [field, kind] of Object.entries(walked.references ?? {})) {
          const body = walked.body(ofB);
          const aimed = kind === 'platform' ? [nowhere] : [ofA[kind], nowhere];
          for (const id of aimed) {
            const value = Array.isArray(body[field]) ? [id] : id;
            await appended.since();
            const answer = await post(route, walked, { ...body, [field]: value });
            const written = (await appended.since()).length;
            const named = (answer.data as { field?: string } | null)?.field;
            if (answer.code !== 400 || named !== field || written !== 0)
              wrong.push(
                `${route} ${field}=${id}: ${answer.code} ${answer.msg} field=${named} wrote ${written}`,
              );
          }
        }
        // The same body with B's own records is written: the refusals above were the references'.
        if (walked.references) {
          const control = await post(route, walked, walked.body(ofB));
          if (control.code !== 200)
            wrong.push(`${route} with its own records: ${control.code} ${control.msg}`);
        }
      }
      expect(wrong).toEqual([]);
    }, 300_000);

    it('refuses removing a record another names, saying what names it, and removes it once free', async () => {
      // Records of their own: the walk gave B's first category, role and department children,
      // which refuse their removal first.
      const merchant = await createMerchant(call, tenantB, 3);
      const role = await created(
        'blade-system/role',
        { parentId: '0', roleName: '在用角色', roleAlias: 'used', sort: 1 },
        tenantB,
      );
      const dept = await created(
        'blade-system/dept',
        { parentId: '0', deptName: '在用部门', fullName: '在用部门', sort: 1 },
        tenantB,
      );
      const holder = {
        account: 'holder',
        name: 'h',
        realName: 'h',
        password: md5Admin,
        roleId: role,
        deptId: dept,
        postId: ofB.post,
      };
      await created('blade-user', holder, tenantB);
      const inUse: Array<[string, string, string]> = [
        ['prepaid-merchant/category/remove', merchant.categoryId, '该分类已被商户使用,无法删除'],
        ['prepaid-merchant/superviseBank/remove', merchant.bankId, '该监管银行已被商户使用,无法删除'],
        ['prepaid-merchant/industryTag/remove', merchant.tagId, '该行业标签已被商户使用,无法删除'],
        ['prepaid-merchant/ruleBase/remove', ofB.rule, '该规则已被商户使用,无法删除'],
        ['prepaid-merchant/merchant/remove', ofB.merchant, '该商户已有扩展信息,无法删除'],
        ['prepaid-goods/goodsMould/remove', ofB.mould, '该模板已被商品使用,无法删除'],
        ['blade-system/role/remove', role, '该角色已被用户使用,无法删除'],
        ['blade-system/dept/remove', dept, '该部门已被用户使用,无法删除'],
        ['blade-system/post/remove', ofB.post, '该岗位已被用户使用,无法删除'],
      ];
      for (const [route, id, msg] of inUse) {
        await appended.since();
        expect(await call('POST', `/api/${route}?ids=${id}`, undefined, tenantB)).toMatchObject({
          code: 400,
          msg,
        });
        expect(await appended.since()).toEqual([]);
      }
      // Once nothing names it, a record goes.
      const spare = await created(
        'blade-system/post',
        { category: 1, postCode: 'spare', postName: '空岗位', sort: 1 },
        tenantB,
      );
      expect(
        (await call('POST', `/api/blade-system/post/remove?ids=${spare}`, undefined, tenantB)).code,
      ).toBe(200);
    });

    it('refuses removing a tenant package a tenant uses', async () => {
      const packageId = await created(
        'blade-system/tenant-package',
        { packageName: '在用', menuId: firstMenu },
        platform,
      );
      await created(
        'blade-system/tenant',
        { tenantId: '300701', tenantName: '用包租户', accountNumber: 1, packageId },
        platform,
      );
      expect(await call('POST', `/api/blade-system/tenant-package/remove?ids=${packageId}`)).toMatchObject({
        code: 400,
        msg: '该产品包已被租户使用,无法删除',
      });
    });
  },
  { env: bankSettings },
);
