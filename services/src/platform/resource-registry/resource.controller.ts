import { Controller, Get, HttpCode, Inject, Post, Req, type Type } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { RowScopes } from '@platform/access/row-scopes';
import { currentRequestContext } from '@platform/context/request-context';
import { ForbiddenError, NotFoundError, ValidationError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { pageQuery } from '@platform/http/paging';
import { parseSort } from '@platform/http/sorting';
import { parseWith } from '@platform/http/zod-validation';
import {
  platformTenantId,
  type RecordAction,
  type Resource,
  type ResourceAction,
  type TreeAction,
  treeActions,
} from '@platform/resource-registry/define-resource';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { recordNotFound } from '@platform/resource-registry/resource.decider';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { withoutMaskedSecrets, withSecretsMasked } from '@platform/resource-registry/resource-secrets';
import { submitSchemaOf } from '@platform/resource-registry/resource-submit-schema';
import { Answers } from '@platform/http/answers';
import { documentedBody } from '@platform/http/deferred-documentation';
import { boundedText } from '@platform/http/text-schemas';
import { treeRoutes } from '@platform/resource-registry/resource-tree.routes';
import {
  filterableFieldsOf,
  ResourceRepository,
  sortableFieldsOf,
} from '@platform/resource-registry/resource.repository';

const platformOnly = '仅平台管理员可以操作此数据';
/** Tenant ids are at most 12 characters (their columns are varchar(12)). */
const TENANT_ID_MAX = 12;

/**
 * The controller of one declared resource, with a route for each action it declares:
 * list, detail, select, submit, remove, and the tree reads of resource-tree.routes.ts, under
 * /api/<service>/<path>/. Routes map the request to a query or a command and nothing else.
 */
export function resourceController(resource: Resource): Type<unknown> {
  const filterable = filterableFieldsOf(resource);
  const sortable = sortableFieldsOf(resource);
  const submitSchema = submitSchemaOf(resource);
  const removeSchema = z.object({ ids: idListSchema });
  const detailSchema = z.object({ id: idSchema });
  const selectSchema = z.object({ tenantId: boundedText('租户ID', TENANT_ID_MAX).optional() });

  /** The caller's tenant, once it is known the caller may use this resource at all. */
  function callerTenantId(everyTenant = false): string {
    const { tenantId } = currentRequestContext();
    if (resource.scope === 'platform' && tenantId !== platformTenantId && !everyTenant)
      throw new ForbiddenError(platformOnly);
    return tenantId;
  }

  // Decorated only below, once per resource, so no design:paramtypes exist: the tokens are named.
  class ResourceController {
    constructor(
      @Inject(ResourceHandlers) readonly handlers: ResourceHandlers,
      @Inject(ResourceRepository) readonly records: ResourceRepository,
      @Inject(RowScopes) readonly rowScopes: RowScopes,
    ) {}

    async list(request: FastifyRequest) {
      const query = request.query as Record<string, unknown>;
      const paging = parseWith(pageQuery, query);
      const filters = parseFilters(query, { filterable });
      const sorts = parseSort(query, sortable);
      const visible = await this.rowScopes.scopeFor(currentRequestContext(), resource.name);
      const page = await this.records.page(resource, callerTenantId(), paging, filters, sorts, visible);
      return { ...page, records: page.records.map((record) => withSecretsMasked(resource, record)) };
    }

    async detail(request: FastifyRequest) {
      const { id } = parseWith(detailSchema, request.query);
      const visible = await this.rowScopes.scopeFor(currentRequestContext(), resource.name);
      const record = await this.records.detail(resource, callerTenantId(), id, visible);
      if (!record) throw new NotFoundError(recordNotFound);
      return withSecretsMasked(resource, record);
    }

    /** All of a tenant's records for selection boxes; the platform may ask for any tenant's. */
    async select(request: FastifyRequest) {
      const tenantId = callerTenantId();
      const { tenantId: asked } = parseWith(selectSchema, request.query);
      const chosen = tenantId === platformTenantId && asked ? asked : tenantId;
      const records = await this.records.select(resource, chosen);
      return records.map((record) => withSecretsMasked(resource, record));
    }

    async submit(request: FastifyRequest) {
      callerTenantId();
      const { id, ...submitted } = parseWith(submitSchema, request.body ?? {});
      const context = currentRequestContext();
      const { values, kept } = withoutMaskedSecrets(resource, submitted);
      // A kept credential is checked as stored, so that rules across fields still see it.
      const stored =
        kept && id !== undefined ? await this.records.detail(resource, context.tenantId, id) : {};
      const broken = resource.validate?.({ ...stored, ...values });
      if (broken) throw new ValidationError(broken);
      const { answer } = await this.handlers.submit(resource, id, values, context);
      return answer && withSecretsMasked(resource, answer);
    }

    async remove(request: FastifyRequest) {
      const query = request.query as Record<string, unknown>;
      const ids = query.ids !== undefined ? query.ids : request.body;
      callerTenantId();
      const parsed = parseWith(removeSchema, { ids });
      await this.handlers.remove(resource, parsed.ids, currentRequestContext());
      return {};
    }

    async enable(request: FastifyRequest) {
      callerTenantId();
      const { id } = parseWith(detailSchema, request.query);
      await this.handlers.enable(resource, id, currentRequestContext());
      return {};
    }
  }

  const tree = resource.tree ? treeRoutes(resource, resource.tree) : undefined;
  const answers = resourceAnswers(resource);
  const routes: Record<RecordAction, { method: 'get' | 'post'; permission: string; summary: string }> = {
    list: { method: 'get', permission: resource.permissions.view, summary: `${resource.title.zh}: 分页列表` },
    detail: { method: 'get', permission: resource.permissions.view, summary: `${resource.title.zh}: 详情` },
    select: {
      method: 'get',
      permission: resource.permissions.view,
      summary: `${resource.title.zh}: 下拉数据`,
    },
    submit: {
      method: 'post',
      permission: resource.permissions.add,
      summary: `${resource.title.zh}: 新增或修改`,
    },
    remove: {
      method: 'post',
      permission: resource.permissions.remove,
      summary: `${resource.title.zh}: 删除`,
    },
    enable: {
      method: 'post',
      permission: resource.permissions.enable ?? resource.permissions.edit,
      summary: `${resource.title.zh}: 启用（同租户其余停用）`,
    },
  };
  const prototype = ResourceController.prototype as unknown as Record<ResourceAction, unknown>;
  for (const action of resource.actions) {
    if (resource.servedElsewhere?.includes(action as RecordAction)) continue;
    const treeRoute = isTreeAction(action) ? tree?.[action] : undefined;
    if (treeRoute) {
      // Tree reads are generated per resource, so they become methods here rather than above.
      Object.defineProperty(prototype, action, {
        value(this: ResourceController, request: FastifyRequest) {
          return treeRoute.handle(this.records, request, callerTenantId(treeRoute.everyTenant));
        },
        writable: true,
        configurable: true,
      });
    }
    const route = treeRoute
      ? { ...treeRoute, permission: resource.permissions.view }
      : routes[action as RecordAction];
    const descriptor = Object.getOwnPropertyDescriptor(prototype, action)!;
    const decorators: MethodDecorator[] = [
      route.method === 'get' ? Get(action) : Post(action),
      HttpCode(200),
      RequiresPermission(route.permission),
      ApiOperation({ summary: route.summary }),
      Answers(answers[action]),
      ...(treeRoute ? treeRoute.documentation : documentation(action as RecordAction)),
    ];
    for (const decorate of decorators) decorate(prototype, action, descriptor);
    Req()(prototype, action, 0);
  }
  Controller(`${resource.service}/${resource.path}`)(ResourceController);
  ApiTags(resource.service)(ResourceController);
  Object.defineProperty(ResourceController, 'name', {
    value: `${pascalCase(resource.name)}ResourceController`,
  });
  return ResourceController;

  function documentation(action: RecordAction): MethodDecorator[] {
    switch (action) {
      case 'list':
        return [
          ApiQuery({ name: 'current', required: false, type: Number }),
          ApiQuery({ name: 'size', required: false, type: Number }),
          ...Object.keys(filterable).map((name) => ApiQuery({ name, required: false, type: String })),
          ApiQuery({ name: 'ascs', required: false, description: sortable.join(', ') }),
          ApiQuery({ name: 'descs', required: false, description: sortable.join(', ') }),
        ];
      case 'detail':
      case 'enable':
        return [ApiQuery({ name: 'id', required: true, type: String })];
      case 'select':
        return [ApiQuery({ name: 'tenantId', required: false, type: String })];
      case 'submit':
        return [documentedBody(submitSchema)];
      case 'remove':
        return [ApiQuery({ name: 'ids', required: true, description: 'comma-joined ids' })];
    }
  }
}

function isTreeAction(action: ResourceAction): action is TreeAction {
  return (treeActions as readonly string[]).includes(action);
}

function pascalCase(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}
