import { z } from 'zod';
import { Answers } from '@platform/http/answers';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { treeNode } from '@platform/http/wire-shapes';
import { categoryOption } from '@services/merchant/category/category.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { normalizeId } from '@platform/http/id-schemas';
import { Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { topLevelId } from '@platform/resource-registry/resource-field';
import { ResourceRepository, type TreeRecord } from '@platform/resource-registry/resource.repository';
import { categoryNodes, nestCategories } from '@services/merchant/category/category-nodes';
import { industryQuery, parentQuery } from '@services/merchant/category/category.schemas';
import { merchantCategoryResource as categories } from '@services/merchant/category/merchant-category.resource';

/**
 * The category reads BladeX's merchant screens call besides the generic tree ones
 * (merchant-category.resource.ts serves list, lazy-list, tree, lazy-tree, detail, submit, remove).
 */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/category')
export class CategoryController {
  constructor(private readonly records: ResourceRepository) {}

  @Reads('getRootNode', 'category_view', '商户类别: 顶层节点')
  @Answers(z.array(treeNode))
  async rootNodes(@Caller() caller: RequestContext) {
    return categoryNodes(await this.level(caller, topLevelId));
  }

  @Reads('getChildrenNode', 'category_view', '商户类别: 某节点的子节点')
  @Answers(z.array(treeNode))
  async childrenNodes(
    @QueryParams(parentQuery) { parentId }: { parentId: string },
    @Caller() caller: RequestContext,
  ) {
    return categoryNodes(await this.level(caller, parentId));
  }

  @Reads('allnode', 'category_view', '商户类别: 整棵树')
  @Answers(z.array(treeNode))
  async allNodes(@Caller() caller: RequestContext) {
    return nestCategories(await this.all(caller));
  }

  @Reads('newlist', 'category_view', '商户类别: 全部类别(平铺,按层级与排序)')
  @Answers(resourceAnswers(categories)['lazy-list'])
  newList(@Caller() caller: RequestContext) {
    return this.all(caller);
  }

  @Reads('merchantIndustryCategory', 'category_view', '商户类别: 商户表单的行业大类')
  @Answers(z.array(categoryOption))
  async mainCategories(@Caller() caller: RequestContext) {
    return (await this.level(caller, topLevelId)).map(option);
  }

  @Reads('merchantIndustryCategorysub', 'category_view', '商户类别: 某行业大类(id 或名称)的子类')
  @Answers(z.array(categoryOption))
  async subCategories(
    @QueryParams(industryQuery) { industryCategory }: { industryCategory: string },
    @Caller() caller: RequestContext,
  ) {
    const parentId =
      normalizeId(industryCategory) ??
      (await this.level(caller, topLevelId)).find((main) => main.industryCategory === industryCategory)?.id;
    return parentId === undefined ? [] : (await this.level(caller, parentId)).map(option);
  }

  private level(caller: RequestContext, parentId: string): Promise<TreeRecord[]> {
    return this.records.treeRecords(categories, caller.tenantId, parentId);
  }

  private all(caller: RequestContext): Promise<TreeRecord[]> {
    return this.records.treeRecords(categories, caller.tenantId);
  }
}

function option(record: TreeRecord) {
  return {
    id: record.id,
    parentId: String(record.parentId),
    industryCategory: record.industryCategory,
    hasChildren: record.hasChildren,
  };
}
