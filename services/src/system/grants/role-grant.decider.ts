/**
 * Moved to role/role-grant.decider.ts and role/role.events.ts. Kept at this path only for
 * services/src/platform/commands/stream-steps.decider.spec.ts, which this context may not edit;
 * it goes once that spec imports the new paths.
 */
export { roleGrantDecider } from '@services/system/role/role-grant.decider';
export { roleMenusGranted } from '@services/system/role/role.events';
