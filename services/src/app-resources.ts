import type { Resource } from '@platform/resources/define-resource';
import { merchantResources } from '@services/merchant/merchant.resources';
import { systemResources } from '@services/system/system.resources';

/** Every plain record the product serves through the resource registry. */
export const appResources: readonly Resource[] = [...systemResources, ...merchantResources];
