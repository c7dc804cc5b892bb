import { loadConfig } from '@platform/config/app-config';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { formatGlobalPosition } from '@platform/event-store/event-store.port';
import { firstBrokenLink } from '@platform/event-store/sql/chain-verification';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { sealedUpTo } from '@platform/event-store/sql/tenant-seals';
import { openInfrastructure } from '@platform/runtime/infrastructure';
import { contexts } from '@services/contexts';

const usage = 'usage: npm run audit -- verify';

/**
 * The auditor's proof that the history was not edited: walks every stream's hash chain and every
 * tenant's sealed chain (migration 0130) in the database of DATABASE_URL and prints the first
 * link that does not hold. Exits 1 when one is broken, 0 when every link holds.
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] !== 'verify') {
    console.error(usage);
    return 2;
  }
  const infrastructure = await openInfrastructure(loadConfig(), composeContexts(contexts).migrations);
  try {
    if (!(infrastructure.store instanceof SqlEventStore)) {
      console.error('the hash chains are kept by the SQL event store; EVENTSTORE_URL names another');
      return 2;
    }
    const { database } = infrastructure;
    console.log(`events: ${await infrastructure.countEvents()}`);
    console.log(`tenant chains sealed up to: ${formatGlobalPosition(await sealedUpTo(database))}`);
    const broken = await firstBrokenLink(database.db);
    if (!broken) {
      console.log('chains verified');
      return 0;
    }
    const where = broken.streamId === null ? '' : ` stream ${broken.streamId} revision ${broken.revision}`;
    console.log(
      `BROKEN (${broken.reason}) at position ${broken.position}, tenant ${broken.tenantId}${where}`,
    );
    return 1;
  } finally {
    await infrastructure.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
