import { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@platform/access/public.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { recordAnswer } from '@platform/resource-registry/resource-answers';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { assertPlatform } from '@services/system/platform-only';
import { tenantPackageResource } from '@services/system/tenant-package/tenant-package.resource';
import { tenantByNumber } from '@services/system/tenant/tenant-by-number';
import { TenantHandlers } from '@services/system/tenant/tenant.handlers';
import { tenantResource } from '@services/system/tenant/tenant.resource';
import {
  type DatasourceQuery,
  datasourceQuery,
  type DomainQuery,
  domainQuery,
  type PackageQuery,
  packageQuery,
  type SettingQuery,
  settingQuery,
  type TenantForm,
  tenantForm,
  type TenantNumberQuery,
  tenantNumberQuery,
} from '@services/system/tenant/tenant.schemas';
import { tenantInfo, type TenantInfo } from '@services/system/tenant/tenant.wire';

/**
 * blade-system/tenant calls beyond the generic ones (list, detail, remove come from
 * tenant.resource.ts). BladeX posts setting, datasource and package-setting as form or query
 * parameters; either is read, the query first.
 */
@ApiTags('blade-system')
@Controller('blade-system/tenant')
export class TenantController {
  constructor(
    private readonly handlers: TenantHandlers,
    private readonly tenants: TenantQueries,
    private readonly records: ResourceRepository,
  ) {}

  /** Which tenant a domain belongs to, so that the login page served on a tenant's own domain can fill it in. */
  @Get('info')
  @Public()
  @ApiOperation({ summary: 'The tenant served on a domain, for the login page' })
  @Answers(tenantInfo)
  async info(@QueryParams(domainQuery) { domain }: DomainQuery): Promise<TenantInfo> {
    const tenant = domain ? await this.tenants.findByDomain(domain) : undefined;
    if (!tenant) return {};
    return {
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: tenant.domain,
      backgroundUrl: tenant.backgroundUrl,
    };
  }

  @Writes(
    'submit',
    tenantResource.permissions.add,
    'Create a tenant with its administrator, role, department and menus; or update one',
  )
  @Answers(recordAnswer(tenantResource))
  async submit(@BodyParams(tenantForm) { id, ...values }: TenantForm, @Caller() caller: RequestContext) {
    const saved = await this.handlers.submit(id, values, caller);
    return this.records.detail(tenantResource, caller.tenantId, saved);
  }

  @Writes('setting', 'tenant_setting', 'Set the account quota and expiry of tenants, all or nothing')
  @Answers(nothing)
  async setting(@Params(settingQuery) { ids, ...values }: SettingQuery, @Caller() caller: RequestContext) {
    await this.handlers.setting(ids, values, caller);
    return {};
  }

  @Writes('datasource', 'tenant_datasource', 'Set the data source of the tenant with this number')
  @Answers(nothing)
  async datasource(
    @Params(datasourceQuery) { tenantId, datasourceId }: DatasourceQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setByTenantNumber(tenantId, { datasourceId }, caller);
    return {};
  }

  @Writes('package-setting', 'tenant_package_setting', 'Set the package of the tenant with this number')
  @Answers(nothing)
  async packageSetting(
    @Params(packageQuery) { tenantId, packageId }: PackageQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setByTenantNumber(tenantId, { packageId }, caller);
    return {};
  }

  @Reads(
    'package-detail',
    tenantResource.permissions.view,
    'The package of the tenant with this number; {} without one',
  )
  @Answers(z.union([recordAnswer(tenantPackageResource), nothing]))
  async packageDetail(
    @QueryParams(tenantNumberQuery) { tenantId }: TenantNumberQuery,
    @Caller() caller: RequestContext,
  ) {
    assertPlatform(caller);
    const tenant = await tenantByNumber(this.records, tenantId, caller);
    if (typeof tenant.packageId !== 'string') return {};
    return (await this.records.detail(tenantPackageResource, caller.tenantId, tenant.packageId)) ?? {};
  }
}
