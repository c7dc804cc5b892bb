import { given } from '@platform/commands/given-when-then';
import type { TakeProcessDefinitionVersion } from '@services/workflow/manager/definition-version.commands';
import {
  definitionVersionDecider as decider,
  VersionTakenError,
} from '@services/workflow/manager/definition-version.decider';
import type { ProcessDefinitionVersionTaken } from '@services/workflow/manager/definition-version.events';

const at = '2026-11-24T08:00:00.000Z';
const take = (version: number, deploymentId = `d${version}`): TakeProcessDefinitionVersion => ({
  type: 'TakeProcessDefinitionVersion',
  data: { key: 'leave', version, processDefinitionId: `leave:${version}:r${version}`, deploymentId },
  metadata: { tenantId: '000000', callerId: '1', at },
});
const taken = (version: number, deploymentId = `d${version}`): ProcessDefinitionVersionTaken => ({
  type: 'ProcessDefinitionVersionTaken',
  data: { key: 'leave', version, processDefinitionId: `leave:${version}:r${version}`, deploymentId, at },
});

describe('the versions of a process key', () => {
  it('gives a first deployment version 1', () => {
    given(decider, [])
      .when(take(1))
      .then([taken(1)]);
  });

  it('gives the next deployment the version after the last one taken', () => {
    given(decider, [taken(1), taken(2)])
      .when(take(3))
      .then([taken(3)]);
  });

  it('refuses a version another deployment took first, so that the deployment counts again', () => {
    given(decider, [taken(1), taken(2, 'first')])
      .when(take(2, 'second'))
      .thenRefuses(VersionTakenError, '流程定义版本已被占用,请重试');
  });

  it('refuses a version below the last one taken', () => {
    given(decider, [taken(1), taken(2)])
      .when(take(1))
      .thenRefuses(VersionTakenError);
  });
});
