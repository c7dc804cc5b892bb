import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { uploadDeployment } from './support/flow-upload';
import { signIn } from './support/sign-in';

const undrawn = '该流程模型没有图形信息(BPMN DI),无法绘制流程图;流程仍可部署和运行';

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

test('a model uploaded without a diagram section deploys from 部署管理, and its diagram says it cannot be drawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const key = `undrawn${Date.now() % 1e8}`;

  await uploadDeployment(page, `${key}.bpmn20.xml`, undrawnXml(key));

  await page.getByRole('row').filter({ hasText: key }).getByRole('button', { name: '流程图' }).click();
  const diagram = page.getByRole('dialog', { name: '流程图展示' });
  await expect(diagram.getByText(undrawn)).toBeVisible();
  // No blank canvas, and not bpmn-js's own refusal.
  await expect(diagram.getByRole('figure')).toHaveCount(0);
  await expect(diagram.getByText(/no diagram to display/)).toHaveCount(0);
});

test('the designer says a model without a diagram section cannot be drawn, and offers no save that would lose it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const modelKey = `undrawnModel${Date.now() % 1e8}`;
  await (
    await adminApi(page)
  ).post('/api/blade-flow/model/submit', {
    modelKey,
    name: `无图模型 ${modelKey}`,
    xml: undrawnXml(modelKey),
  });

  await page.goto('/flow/model/index');
  await page.getByRole('row').filter({ hasText: modelKey }).getByRole('button', { name: '设计' }).click();
  const designer = page.getByRole('dialog', { name: '设计模型' });
  await expect(designer.getByText(undrawn)).toBeVisible();
  await expect(designer.getByRole('application')).toHaveCount(0);
  await expect(designer.getByRole('button', { name: '保存' })).toBeDisabled();
});
