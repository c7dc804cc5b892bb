import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { normalizeId } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import { parentIdSchema, topLevelId } from '@platform/resource-registry/resource-field';
import { ResourceRepository, type TreeRecord } from '@platform/resource-registry/resource.repository';
import { merchantCategoryResource as categories } from '@services/merchant/category/merchant-category.resource';
import { categoryNodes, nestCategories } from '@services/merchant/category/category-nodes';

const parentQuery = z.object({ parentId: parentIdSchema });
const industryQuery = z.object({
  industryCategory: z.string({ error: '请选择行业类别' }).trim().min(1, '请选择行业类别'),
});

/**
 * The category reads BladeX's merchant screens call besides the generic tree ones
 * (merchant-category.resource.ts serves list, lazy-list, tree, lazy-tree, detail, submit, remove).
 */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/category')
export class CategoryController {
  constructor(@Inject(ResourceRepository) private readonly records: ResourceRepository) {}

  @Get('getRootNode')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 顶层节点' })
  async rootNodes() {
    return categoryNodes(await this.level(topLevelId));
  }

  @Get('getChildrenNode')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 某节点的子节点' })
  @ApiQuery({ name: 'parentId', required: true })
  async childrenNodes(@Req() request: FastifyRequest) {
    const { parentId } = parseWith(parentQuery, request.query);
    return categoryNodes(await this.level(parentId));
  }

  @Get('allnode')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 整棵树' })
  async allNodes() {
    return nestCategories(await this.all());
  }

  @Get('newlist')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 全部类别(平铺,按层级与排序)' })
  newList() {
    return this.all();
  }

  @Get('merchantIndustryCategory')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 商户表单的行业大类' })
  async mainCategories() {
    return (await this.level(topLevelId)).map(option);
  }

  @Get('merchantIndustryCategorysub')
  @RequiresPermission('category_view')
  @ApiOperation({ summary: '商户类别: 某行业大类(id 或名称)的子类' })
  @ApiQuery({ name: 'industryCategory', required: true })
  async subCategories(@Req() request: FastifyRequest) {
    const { industryCategory } = parseWith(industryQuery, request.query);
    const parentId =
      normalizeId(industryCategory) ??
      (await this.level(topLevelId)).find((main) => main.industryCategory === industryCategory)?.id;
    return parentId === undefined ? [] : (await this.level(parentId)).map(option);
  }

  private level(parentId: string): Promise<TreeRecord[]> {
    return this.records.treeRecords(categories, currentRequestContext().tenantId, parentId);
  }

  private all(): Promise<TreeRecord[]> {
    return this.records.treeRecords(categories, currentRequestContext().tenantId);
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
