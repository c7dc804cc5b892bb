import type { EngineState } from '@services/workflow/engine/engine-facts';
import { startingEngineState } from '@services/workflow/engine/process-engine';

const kept = 64;

/**
 * The starting engine state of each deployed definition, parsed once per process: a definition's
 * XML never changes (a new deployment is a new definition), so its parse is kept, the most
 * recently used few.
 */
export class DefinitionEngines {
  private readonly states = new Map<string, Promise<EngineState>>();

  of(processDefinitionId: string, xml: string, key: string): Promise<EngineState> {
    let state = this.states.get(processDefinitionId);
    if (state) this.states.delete(processDefinitionId);
    else state = startingEngineState(xml, key);
    this.states.set(processDefinitionId, state);
    if (this.states.size > kept) this.states.delete(this.states.keys().next().value!);
    state.catch(() => this.states.delete(processDefinitionId));
    return state;
  }
}
