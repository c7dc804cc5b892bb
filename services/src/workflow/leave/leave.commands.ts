import type { DomainCommand } from '@platform/commands/command-metadata';
import type { LeaveRequest } from '@services/workflow/leave/leave.events';

export type RequestLeave = DomainCommand<
  'RequestLeave',
  LeaveRequest & { id: string; processDefinitionId: string; processInstanceId: string; applyUserName: string }
>;

export type LeaveCommand = RequestLeave;
