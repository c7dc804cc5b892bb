import { spawnSync } from 'node:child_process';

/** Where the EventStoreDB integration tests can run, or why they cannot. */
export type EventStoreServerChoice =
  { kind: 'url'; url: string } | { kind: 'docker' } | { kind: 'none'; reason: string };

export type DockerProbe = { reachable: true } | { reachable: false; reason: string };

export interface StartedEventStoreServer {
  url: string;
  stop(): Promise<void>;
}

/** A server given in EVENTSTORE_URL wins; otherwise one in Docker, when an engine answers. */
export function chooseEventStoreServer(): EventStoreServerChoice {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { kind: 'url', url };
  const docker = probeDockerEngine();
  return docker.reachable ? { kind: 'docker' } : { kind: 'none', reason: docker.reason };
}

// Loading testcontainers can itself fail (v12 needs Node 22), so that is part of the probe.
const probeScript = `
  let testcontainers;
  try {
    testcontainers = require('testcontainers');
  } catch (error) {
    console.log('testcontainers cannot be loaded: ' + error.message);
    process.exit(1);
  }
  testcontainers.getContainerRuntimeClient().then(
    () => process.exit(0),
    (error) => {
      console.log(error.message);
      process.exit(1);
    },
  );
`;

/**
 * Asks testcontainers whether a Docker engine answers. It runs in a child process and is waited
 * for synchronously, because jest needs to know which tests exist before any of them starts.
 */
export function probeDockerEngine(): DockerProbe {
  const probe = spawnSync(process.execPath, ['-e', probeScript], { encoding: 'utf8', timeout: 60_000 });
  if (probe.status === 0) return { reachable: true };
  const said = probe.stdout?.trim().split('\n')[0];
  return { reachable: false, reason: said || probe.error?.message || `the probe ended with ${probe.signal}` };
}

/** An in-memory EventStoreDB without TLS or projections, thrown away after the run. */
export async function startEventStoreContainer(): Promise<StartedEventStoreServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('eventstore/eventstore:latest')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHealthCheck())
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}
