import type { AppConfig } from '@platform/config/app-config';

/**
 * A system outside the product that a context talks to (a bank, an SMS gateway, an
 * e-signature service), chosen by configuration when the process starts. Each process opens it
 * once and hands the same client to the context's module (inject `token`) and job handlers
 * (`runtime.outerSystems.get(system)`). Calls to it run in jobs, never inside an HTTP request.
 */
export interface OuterSystem<Client> {
  /** Names it in the log and in /api/health. */
  readonly name: string;
  readonly token: symbol;
  open(config: AppConfig): Promise<OpenedOuterSystem<Client>>;
}

export interface OpenedOuterSystem<Client> {
  client: Client;
  /** What it is, said plainly: "HTTP at https://bank.example" or "the local fake bank at …". */
  description: string;
  close?(): Promise<void>;
}

/** The outer systems a process has open. */
export class OuterSystems {
  private constructor(
    private readonly opened: ReadonlyMap<OuterSystem<unknown>, OpenedOuterSystem<unknown>>,
  ) {}

  static async open(systems: readonly OuterSystem<unknown>[], config: AppConfig): Promise<OuterSystems> {
    const opened = new Map<OuterSystem<unknown>, OpenedOuterSystem<unknown>>();
    try {
      for (const system of systems) opened.set(system, await system.open(config));
    } catch (error) {
      await new OuterSystems(opened).close();
      throw error;
    }
    return new OuterSystems(opened);
  }

  get<Client>(system: OuterSystem<Client>): Client {
    const opened = this.opened.get(system);
    if (!opened) throw new Error(`outer system ${system.name} is not declared by any context`);
    return opened.client as Client;
  }

  /** Each system's description, by name. */
  describe(): Record<string, string> {
    return Object.fromEntries(
      [...this.opened].map(([system, { description }]) => [system.name, description]),
    );
  }

  /** Injection providers: each client under its system's token. */
  providers(): Array<{ provide: symbol; useValue: unknown }> {
    return [...this.opened].map(([system, { client }]) => ({ provide: system.token, useValue: client }));
  }

  async close(): Promise<void> {
    for (const { close } of [...this.opened.values()].reverse()) await close?.();
  }
}
