import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';

/**
 * Decider tests in one shape: given past events, when a command, then new events, a refusal,
 * or nothing. Only events are asserted, never intermediate state.
 *
 *   given(decider, [created]).when(remove).then([removed]);
 *   given(decider, []).when(remove).thenRefuses(NotFoundError, '数据不存在');
 */
export function given<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  history: readonly Event[],
) {
  return {
    when(command: Command) {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        then(expected: readonly Event[]) {
          expect(decide()).toEqual(expected);
        },
        thenNothing() {
          expect(decide()).toEqual([]);
        },
        thenRefuses(errorType: new (...args: never[]) => Error, message?: string | RegExp) {
          expect(decide).toThrow(errorType);
          if (message !== undefined) expect(decide).toThrow(message);
        },
      };
    },
  };
}
