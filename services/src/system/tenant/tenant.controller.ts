import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import { tenantResource } from '@services/system/tenant.resource';
import { TenantAdminService } from '@services/system/tenant/tenant-admin.service';

const fields = tenantResource.fields;
const tenantForm = z.object({
  id: idSchema.optional(),
  ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])),
});
const tenantNumber = z.string({ error: '请输入租户ID' }).trim().min(1, '请输入租户ID');
/** Blank clears the reference, as the console sends "" for an emptied select box. */
const optionalId = z
  .preprocess((value) => (value === '' ? null : value), idSchema.nullish())
  .transform((id) => id ?? null);
const settingQuery = z.object({
  ids: idListSchema,
  accountNumber: fields.accountNumber!.schema,
  expireTime: fields.expireTime!.schema,
});
const datasourceQuery = z.object({ tenantId: tenantNumber, datasourceId: optionalId });
const packageQuery = z.object({ tenantId: tenantNumber, packageId: optionalId });
const tenantNumberQuery = z.object({ tenantId: tenantNumber });

/** BladeX posts these as form or query parameters; either is read, the query first. */
function parameters(request: FastifyRequest): Record<string, unknown> {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  return { ...body, ...(request.query as Record<string, unknown>) };
}

/** blade-system/tenant calls beyond the generic ones (list, detail, remove come from the registry). */
@ApiTags('blade-system')
@Controller('blade-system/tenant')
export class TenantController {
  constructor(@Inject(TenantAdminService) private readonly tenants: TenantAdminService) {}

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission(tenantResource.permissions.add)
  @ApiOperation({
    summary: 'Create a tenant with its administrator, role, department and menus; or update one',
  })
  submit(@Req() request: FastifyRequest) {
    const { id, ...values } = parseWith(tenantForm, request.body ?? {});
    return this.tenants.submit(id, values, currentRequestContext(), new Date());
  }

  @Post('setting')
  @HttpCode(200)
  @RequiresPermission('tenant_setting')
  @ApiOperation({ summary: 'Set the account quota and expiry of tenants, all or nothing' })
  async setting(@Req() request: FastifyRequest) {
    const { ids, ...values } = parseWith(settingQuery, parameters(request));
    await this.tenants.setting(ids, values, currentRequestContext(), new Date());
    return {};
  }

  @Post('datasource')
  @HttpCode(200)
  @RequiresPermission('tenant_datasource')
  @ApiOperation({ summary: 'Set the data source of the tenant with this number' })
  async datasource(@Req() request: FastifyRequest) {
    const { tenantId, datasourceId } = parseWith(datasourceQuery, parameters(request));
    await this.tenants.setByTenantNumber(tenantId, { datasourceId }, currentRequestContext(), new Date());
    return {};
  }

  @Post('package-setting')
  @HttpCode(200)
  @RequiresPermission('tenant_package_setting')
  @ApiOperation({ summary: 'Set the package of the tenant with this number' })
  async packageSetting(@Req() request: FastifyRequest) {
    const { tenantId, packageId } = parseWith(packageQuery, parameters(request));
    await this.tenants.setByTenantNumber(tenantId, { packageId }, currentRequestContext(), new Date());
    return {};
  }

  @Get('package-detail')
  @RequiresPermission(tenantResource.permissions.view)
  @ApiOperation({ summary: 'The package of the tenant with this number; {} without one' })
  @ApiQuery({ name: 'tenantId', required: true })
  packageDetail(@Req() request: FastifyRequest) {
    const { tenantId } = parseWith(tenantNumberQuery, request.query);
    return this.tenants.packageDetail(tenantId, currentRequestContext());
  }
}
