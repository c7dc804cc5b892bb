/**
 * Moved to role/role.resource.ts and role/role.events.ts. Kept at this path only for
 * services/src/testing/test-app.ts and services/src/platform/commands/stream-steps.decider.spec.ts,
 * which this context may not edit; it goes once they import the new paths.
 */
export { roleResource } from '@services/system/role/role.resource';
export { administratorAlias } from '@services/system/role/role.events';
