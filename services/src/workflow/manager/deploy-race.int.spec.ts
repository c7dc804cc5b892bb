import type { Page } from '@platform/http/paging';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Answer, Row } from '@services/testing/tenant-caller';
import { tenantCaller } from '@services/testing/tenant-caller';
import {
  definitionVersionId,
  definitionVersionStreamId,
} from '@services/workflow/manager/definition-version.stream';
import { leaveModelAs, multipart } from '@services/workflow/workflow-testing';

const manager = '/api/blade-flow/manager';
const racedXml = leaveModelAs('raced', '并发部署');
const deployers = 6;

describeOnBothDatabases('deploying one process key at the same moment', 'workflow-deploy-race', (current) => {
  const call = tenantCaller(() => current().app);
  const deploy = async () => {
    const response = await current().app.inject({
      method: 'POST',
      url: `${manager}/deploy-upload`,
      ...multipart({ category: 'flow_1' }, [{ name: 'raced.bpmn20.xml', content: racedXml }]),
    });
    return response.json<Answer<Row[]>>();
  };
  const versions = async () => {
    const listed = await call<Page<Row>>('GET', `${manager}/list?processKey=raced&size=100`);
    return listed.data.records.map((record) => Number(record.version)).sort((a, b) => a - b);
  };

  it('gives simultaneous deployments distinct, consecutive versions', async () => {
    const answers = await Promise.all(Array.from({ length: deployers }, deploy));

    expect(answers.map((answer) => answer.code)).toEqual(Array(deployers).fill(200));
    const answered = answers.map((answer) => Number(answer.data[0]!.version)).sort((a, b) => a - b);
    const consecutive = Array.from({ length: deployers }, (_, place) => place + 1);
    expect(answered).toEqual(consecutive);
    expect(await versions()).toEqual(consecutive);
    const stream = await current().runtime.infrastructure.store.readStream(
      definitionVersionStreamId(definitionVersionId('000000', 'raced')),
    );
    expect(stream.events.map((event) => (event.data as { version: number }).version)).toEqual(consecutive);
  });

  it('never gives a version twice, even after its deployment was deleted', async () => {
    const listed = await call<Page<Row>>('GET', `${manager}/list?processKey=raced&size=100`);
    const last = listed.data.records.find((record) => Number(record.version) === deployers)!;
    const deleted = await call('POST', `${manager}/delete-deployment?deploymentIds=${last.deploymentId}`);
    expect(deleted.code).toBe(200);

    const again = await deploy();
    expect(again).toMatchObject({ code: 200, data: [{ version: deployers + 1 }] });
  });
});
