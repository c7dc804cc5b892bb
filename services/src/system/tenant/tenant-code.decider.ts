import type { Decider, DomainEvent } from '@platform/commands/decider';
import { RefusedError } from '@platform/errors/domain-errors';

export const tenantCodeTaken = '租户ID已存在';

/** A tenant number belongs to the first tenant created with it: its record and its name. */
export interface TenantCodeReservation {
  tenantId: string;
  tenantName: string;
  recordId: string;
}

export type TenantCodeReserved = DomainEvent<'tenant.codeReserved', TenantCodeReservation>;

export type TenantCodeState = { status: 'free' } | { status: 'taken'; reservation: TenantCodeReservation };

/** The stream of a tenant number: one stream per number makes it unique even under races. */
export function tenantCodeStreamId(tenantId: string): string {
  return `tenantCode-${tenantId}`;
}

export const tenantCodeDecider: Decider<TenantCodeReservation, TenantCodeReserved, TenantCodeState> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_, event) => ({ status: 'taken', reservation: event.data }),
  decide(command, state) {
    if (state.status === 'taken') throw new RefusedError(tenantCodeTaken);
    return [{ type: 'tenant.codeReserved', data: { ...command } }];
  },
};
