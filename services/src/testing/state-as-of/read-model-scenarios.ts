import { goods, goodsMould } from '@services/testing/state-as-of/goods-scenarios';
import { merchant } from '@services/testing/state-as-of/merchant-scenario';
import { param } from '@services/testing/state-as-of/param-scenario';
import type { ReadModelScenario } from '@services/testing/state-as-of/read-model-scenario';
import { user } from '@services/testing/state-as-of/user-scenario';

/** The aggregate types the state-as-of property test drives (services/src/audit). */
export const readModelScenarios: readonly ReadModelScenario[] = [param, merchant, goods, goodsMould, user];
