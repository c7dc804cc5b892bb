import { Client } from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const clientQuery = Client.prototype.query;

interface Statement {
  text: string;
  /**
   * The rows it answered, once it has, leaving out a row of nulls: es_read_types answers its
   * fence on one such row when it finds no event.
   */
  rows?: number;
}

/** Every statement sent to PostgreSQL while `work` runs, with the rows each answered. */
async function statementsDuring(work: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args) {
    const [query] = args as unknown[];
    const statement: Statement = {
      text: String(typeof query === 'object' && query !== null && 'text' in query ? query.text : query),
    };
    statements.push(statement);
    const answer = (clientQuery as (...all: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise)
      answer.then(
        (result: { rows?: Array<Record<string, unknown>> }) =>
          (statement.rows = (result?.rows ?? []).filter((row) => row.event_id !== null).length),
        () => {},
      );
    return answer as never;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  // Statements sent at the window's end answer a moment later.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return statements;
}

/**
 * Waits until every projection has applied the seed's events: on a busy machine their catch-up
 * after start would otherwise still be reading inside the measured window.
 */
async function projectionsCaughtUp(testApp: TestApp): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const behind = (await testApp.runtime.projections.status()).filter((status) => status.lag > 0);
    if (behind.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the projections did not catch up with the seed within a minute');
}

/**
 * What a param submit costs PostgreSQL (issue 12): one append, the projection's read and its
 * batch with its checkpoint in one statement; a NOTIFY for a few appends together. No stream is
 * read: the record's is new and its key's is presumed free, which the append's expectation
 * checks. No read of blade_param: the key's hold refuses a copy, and the answer is the decided
 * record, sent once the read model holds it.
 */
describe('the statements of a param submit on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    scratch = await createScratchDatabase('submit-statements');
    testApp = await startTestApp({ databaseUrl: scratch.url });
    await projectionsCaughtUp(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  const submit = async (key: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { 'x-test-tenant': '000000' },
      payload: { paramName: 'count', paramKey: key, paramValue: '1' },
    });
    expect(response.statusCode).toBe(200);
  };

  it('are three of its own per submit, none reading the parameters table', async () => {
    await submit('warm.up');
    const submits = 10;
    const statements = await statementsDuring(async () => {
      for (let i = 0; i < submits; i++) await submit(`counted.${i}`);
    });
    // The test identity's role check and the NOTIFYs are not the write's own, nor what runs on
    // its own clock beside it: the job queue's polls, the tenant chains' sealer, the log batches,
    // and a woken projection's reads that found nothing new (how many depends on how long each
    // submit takes, which a busy machine stretches).
    const background = /blade_role|pg_notify|"jobs"|\bjobs\b|es_seal|advisory|"log_(api|error|usual)"/;
    const foundNothing = ({ text, rows }: Statement) => /es_read_types/.test(text) && rows === 0;
    const own = statements
      .filter((statement) => !background.test(statement.text) && !foundNothing(statement))
      .map((statement) => statement.text);
    expect(own.filter((text) => /from "?blade_param/i.test(text))).toEqual([]);
    expect(own.filter((text) => /from\s+es_events\s+where\s+stream_id/i.test(text))).toEqual([]);
    // The write itself sends three; a stray one of the background may still fall inside the window.
    expect(own.length).toBeGreaterThanOrEqual(3 * submits);
    const allowed = 3 * submits + 3;
    if (own.length > allowed)
      throw new Error(`${own.length} statements, ${allowed} allowed:\n${own.join('\n')}`);
    // At most one NOTIFY per submit; a background notice (a job enqueued) may fall in the window too.
    const notices = statements.filter((statement) => /pg_notify/.test(statement.text));
    expect(notices.length).toBeLessThanOrEqual(submits + 2);
  });
});
