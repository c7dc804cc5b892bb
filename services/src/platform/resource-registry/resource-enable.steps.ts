import { stepOn, type StreamStepsTarget } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { disabledStatus, enabledStatus, type Resource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';

/** Said when two enables of one tenant race and the other won: the caller may simply retry. */
export const enableRaced = '另一条配置刚被启用，请刷新后重试';

/**
 * The one "enabled" slot of a tenant, held like a unique value: every enable and every removal
 * of the enabled record write its stream, so two racing enables cannot both leave their record
 * enabled (the second finds the slot held by the first and is refused).
 */
function enabledSlot(resource: Resource, tenantId: string, owner: string, at: string) {
  return uniqueKeySteps(
    { kind: `${resource.name}.enabled`, taken: { message: enableRaced, field: 'id' } },
    tenantId,
    owner,
    at,
  );
}
const slotValue = 'enabled';

/**
 * The write that enables `id` and disables `previous` (the record enabled before, read from the
 * read model): both records' status and the slot's move from one to the other, as one change.
 */
export function enableSteps(
  resource: Resource,
  id: string,
  previous: string | undefined,
  caller: RequestContext,
  at: string,
): StreamStepsTarget[] {
  const { tenantId, userId } = caller;
  const statusOf = (status: number) =>
    ({ kind: 'update', tenantId, values: { status }, userId, at }) as const;
  const released =
    previous === undefined ? [] : enabledSlot(resource, tenantId, previous, at).release(slotValue);
  const held = enabledSlot(resource, tenantId, id, at).hold(slotValue);
  // The slot is one stream: its release and its new hold are decided there in that order.
  const slot = {
    streamId: held.streamId,
    command: [...released.flatMap((step) => step.command), ...held.command],
  };
  return [
    ...(previous === undefined
      ? []
      : [stepOn(resource.streamId(previous), resourceDecider(resource), statusOf(disabledStatus))]),
    stepOn(resource.streamId(id), resourceDecider(resource), statusOf(enabledStatus)),
    slot,
  ];
}

/** A removed record gives the slot up (a no-op unless it holds it), so that another can take it. */
export function releaseEnabledSlot(
  resource: Resource,
  id: string,
  tenantId: string,
  at: string,
): StreamStepsTarget[] {
  return resource.actions.includes('enable')
    ? enabledSlot(resource, tenantId, id, at).release(slotValue)
    : [];
}
