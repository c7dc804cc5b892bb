import { expect, type Locator, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { uploadDeployment } from './support/flow-upload';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

/** A process as another tool may write it: runnable, but with no diagram section (BPMN DI). */
const undrawnXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
    id="${key}Definitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="无图流程 ${key}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="toApprove" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" camunda:candidateGroups="manager" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>
`;

/** The process's nodes, drawn as shapes, and its flows, drawn as edges. */
const nodes = ['start', 'approve', 'end'];
const flows = ['toApprove', 'toEnd'];

/** Every node of the process drawn on the canvas, and an edge for every flow. */
async function expectDrawn(canvas: Locator) {
  for (const id of nodes) {
    await expect(canvas.locator(`.djs-shape[data-element-id="${id}"]`)).toBeVisible();
  }
  // A straight edge has a box no higher than its line, which Playwright never calls visible.
  for (const id of flows) {
    await expect(canvas.locator(`.djs-connection[data-element-id="${id}"]`)).toHaveCount(1);
  }
}

test('a model uploaded without a diagram section deploys from 部署管理, and its diagram is laid out and drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const key = `undrawn${Date.now() % 1e8}`;

  await uploadDeployment(page, `${key}.bpmn20.xml`, undrawnXml(key));

  await page.getByRole('row').filter({ hasText: key }).getByRole('button', { name: '流程图' }).click();
  const diagram = page.getByRole('dialog', { name: '流程图展示' });
  const canvas = diagram.getByRole('figure');
  await expectDrawn(canvas);
  await expect(canvas.locator('[data-element-id="approve"]').getByText('审批')).toBeVisible();
  // Neither the console's notice nor bpmn-js's own refusal.
  await expect(diagram.getByText(/BPMN DI|no diagram to display/)).toHaveCount(0);
});

test('the designer opens a model without a diagram section laid out, and its save stores that layout', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const admin = await adminApi(page);
  const modelKey = `undrawnModel${Date.now() % 1e8}`;
  const model = await admin.post<{ id: string }>('/api/blade-flow/model/submit', {
    modelKey,
    name: `无图模型 ${modelKey}`,
    xml: undrawnXml(modelKey),
  });

  await page.goto('/flow/model/index');
  await page.getByRole('row').filter({ hasText: modelKey }).getByRole('button', { name: '设计' }).click();
  const designer = page.getByRole('dialog', { name: '设计模型' });
  const canvas = designer.getByRole('application');
  await expectDrawn(canvas);
  await expect(designer.getByText(/BPMN DI/)).toHaveCount(0);

  await designer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const saved = await admin.get<{ xml: string }>(`/api/blade-flow/model/detail?id=${model.id}`);
  for (const id of [...nodes, ...flows]) {
    expect(saved.xml).toMatch(new RegExp(`<bpmndi:BPMN(Shape|Edge) [^>]*bpmnElement="${id}"`));
  }
  // The layout changed where the model is drawn, not what it runs.
  expect(saved.xml).toContain('camunda:candidateGroups="manager"');
});
