import { eventStoreContract } from '@platform/event-store/event-store.contract';
import { EventStoreDbEventStore } from '@platform/event-store/eventstoredb/eventstoredb-event-store';
import {
  chooseEventStoreServer,
  probeDockerEngine,
  startEventStoreContainer,
} from '@platform/event-store/eventstoredb/eventstoredb-test-server';

const server = chooseEventStoreServer();

if (server.kind === 'none') {
  process.stdout.write(
    `EventStoreDB contract suite not run: EVENTSTORE_URL is not set and no Docker engine is reachable (${server.reason})\n`,
  );

  // Jest fails a file without tests; this one checks that not running the contract was right.
  it('has no EventStoreDB server to run the contract against', () => {
    expect(process.env.EVENTSTORE_URL ?? '').toBe('');
    expect(server.reason.trim()).not.toBe('');
    expect(probeDockerEngine()).toMatchObject({ reachable: false });
  });
}

describe('EventStoreDbEventStore', () => {
  if (server.kind === 'none') return;

  let url: string;
  let stopServer: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (server.kind === 'url') {
      url = server.url;
      return;
    }
    const started = await startEventStoreContainer();
    ({ url } = started);
    stopServer = started.stop;
  }, 300_000);
  afterAll(async () => {
    await stopServer();
  });

  describe('contract', () => {
    eventStoreContract({ multiStreamAtomic: false }, async () => {
      const store = EventStoreDbEventStore.connect(url);
      return { store, dispose: () => store.close() };
    });
  });
});
