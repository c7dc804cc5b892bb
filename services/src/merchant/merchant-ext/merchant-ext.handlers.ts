import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { MerchantExtQueries } from '@projections/merchant/merchant-ext/merchant-ext.queries';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';
import { merchantExtResource } from '@services/merchant/merchant-ext/merchant-ext.resource';
import type { ResourceForm } from '@services/merchant/resource-form';

export const notBusinessArea = '经营区域须选择到第四级(街道/乡镇)';

/**
 * The write side of merchant extensions: a plain record, written by the resource registry once
 * what its declaration cannot check holds — the merchant is the tenant's, the business area a
 * street or town.
 */
@Injectable()
export class MerchantExtHandlers {
  constructor(
    private readonly records: ResourceHandlers,
    private readonly merchants: MerchantQueries,
    private readonly extensions: MerchantExtQueries,
  ) {}

  /** Creates an extension (no id) or updates one; answers its id. */
  async submit({ id, values }: ResourceForm, caller: RequestContext): Promise<string> {
    if (!(await this.merchants.find(caller.tenantId, String(values.merchantId))))
      throw new ValidationError(merchantNotFound, 'merchantId');
    if (!(await this.extensions.isBusinessArea(String(values.businessArea))))
      throw new ValidationError(notBusinessArea, 'businessArea');
    return this.records.submit(merchantExtResource, id, values, caller);
  }
}
