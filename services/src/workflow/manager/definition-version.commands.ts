import type { DomainCommand } from '@platform/commands/command-metadata';

export type TakeProcessDefinitionVersion = DomainCommand<
  'TakeProcessDefinitionVersion',
  { key: string; version: number; processDefinitionId: string; deploymentId: string }
>;

export type DefinitionVersionCommand = TakeProcessDefinitionVersion;
