import { Client } from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const clientQuery = Client.prototype.query;

/** The text of every statement sent to PostgreSQL while `work` runs. */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args) {
    const [query] = args as unknown[];
    texts.push(String(typeof query === 'object' && query !== null && 'text' in query ? query.text : query));
    return (clientQuery as (...all: unknown[]) => never).apply(this, args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return texts;
}

/**
 * What a param submit costs PostgreSQL (issue 12): the streams read in one statement, one
 * append, the projection's read and its batch with its checkpoint in one statement; a NOTIFY
 * for a few appends together. No read of blade_param: the key's hold refuses a copy, and the
 * answer is the decided record, sent once the read model holds it.
 */
describe('the statements of a param submit on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    scratch = await createScratchDatabase('submit-statements');
    testApp = await startTestApp({ databaseUrl: scratch.url });
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

  it('are four of its own per submit, none reading the parameters table', async () => {
    await submit('warm.up');
    const submits = 10;
    const texts = await statementsDuring(async () => {
      for (let i = 0; i < submits; i++) await submit(`counted.${i}`);
    });
    // The test identity's role check and the NOTIFYs are not the write's own, nor what runs on
    // its own clock beside it: the job queue's polls, the tenant chains' sealer, the log batches.
    const background = /blade_role|pg_notify|"jobs"|\bjobs\b|es_seal|advisory|"log_(api|error|usual)"/;
    const own = texts.filter((text) => !background.test(text));
    expect(own.filter((text) => /from "?blade_param/i.test(text))).toEqual([]);
    // The write itself sends four; a stray one of the background may still fall inside the window.
    expect(own.length).toBeGreaterThanOrEqual(4 * submits);
    expect(own.length).toBeLessThanOrEqual(4 * submits + 3);
    // At most one NOTIFY per submit; a background notice (a job enqueued) may fall in the window too.
    expect(texts.filter((text) => /pg_notify/.test(text)).length).toBeLessThanOrEqual(submits + 2);
  });
});
