/**
 * Moved to param/param.resource.ts. Kept at this path only for services/src/platform/runtime/
 * seed-records.spec.ts, which this context may not edit; it goes once that spec imports the new path.
 */
export { paramResource } from '@services/system/param/param.resource';
