import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { MerchantExtQueries } from '@projections/merchant/merchant-ext/merchant-ext.queries';
import { merchantExtResource } from '@services/merchant/merchant-ext/merchant-ext.resource';
import type { ResourceForm } from '@services/merchant/resource-form';

export const notBusinessArea = '经营区域须选择到第四级(街道/乡镇)';

/**
 * The write side of merchant extensions: a plain record, written by the resource registry (which
 * checks the merchant is the tenant's) once what its declaration cannot check holds: the
 * business area is a street or town.
 */
@Injectable()
export class MerchantExtHandlers {
  constructor(
    private readonly records: ResourceHandlers,
    private readonly extensions: MerchantExtQueries,
  ) {}

  /** Creates an extension (no id) or updates one; answers its id. */
  async submit({ id, values }: ResourceForm, caller: RequestContext): Promise<string> {
    if (!(await this.extensions.isBusinessArea(String(values.businessArea))))
      throw new ValidationError(notBusinessArea, 'businessArea');
    return (await this.records.submit(merchantExtResource, id, values, caller)).id;
  }
}
