import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { NotFoundError } from '@platform/errors/domain-errors';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceMetadata } from '@platform/resource-registry/resource-metadata';

export const RESOURCES = Symbol('Resources');

/** The declarations of every plain record, for the console's generic screens. */
@ApiTags('platform')
@SignedIn()
@Controller('platform/resources')
export class ResourceMetadataController {
  constructor(@Inject(RESOURCES) private readonly resources: readonly Resource[]) {}

  @Get()
  @ApiOperation({ summary: 'Every declared resource' })
  list() {
    return this.resources.map(resourceMetadata);
  }

  @Get('detail')
  @ApiOperation({ summary: 'One declared resource, by name' })
  detail(@Query('name') name: string) {
    const resource = this.resources.find((candidate) => candidate.name === name);
    if (!resource) throw new NotFoundError(`没有名为 ${name} 的资源`);
    return resourceMetadata(resource);
  }
}
