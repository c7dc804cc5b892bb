import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@platform/access/public.decorator';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';

/**
 * blade-system/tenant/info: which tenant a domain belongs to, so that the login page served on
 * a tenant's own domain can fill in the tenant and show its background. Public by nature.
 */
@ApiTags('blade-system')
@Controller('blade-system/tenant')
export class TenantInfoController {
  constructor(@Inject(TenantQueries) private readonly tenants: TenantQueries) {}

  @Get('info')
  @Public()
  @ApiOperation({ summary: 'The tenant served on a domain, for the login page' })
  async info(@Query('domain') domain: unknown) {
    const tenant = typeof domain === 'string' && domain ? await this.tenants.findByDomain(domain) : undefined;
    if (!tenant) return {};
    return {
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: tenant.domain,
      backgroundUrl: tenant.backgroundUrl,
    };
  }
}
