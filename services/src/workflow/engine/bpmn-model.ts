import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { RefusedError } from '@platform/errors/domain-errors';

/** A process a BPMN file declares: its id is the key its definitions are versioned under. */
export interface DeclaredProcess {
  key: string;
  name: string;
}

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: ModdleElement[];
  /** A user task's Camunda attributes. */
  assignee?: string;
  candidateUsers?: string;
}
interface ModdleDefinitions {
  rootElements?: ModdleElement[];
}
interface ModdleModule {
  BpmnModdle: new (packages: object) => {
    fromXML(xml: string): Promise<{ rootElement: ModdleDefinitions; warnings: Array<{ message: string }> }>;
  };
}

const noProcess = '模型中没有可执行的流程';
const notUserId = (value: string) => `办理人和候选人须为用户编号或流程变量(如 \${applyUser}):${value}`;

/** `${name}` in an assignee or candidate list: the instance's variable, read when the task opens. */
const variable = /\$\{[^}]*\}/g;

/**
 * Reads a BPMN 2.0 file with bpmn-moddle and the Camunda extensions (assignee, candidate users
 * and groups): answers its processes, or refuses with the parser's own message. bpmn-moddle is
 * an ES module, loaded once when first needed.
 */
export async function readBpmn(xml: string): Promise<DeclaredProcess[]> {
  const { BpmnModdle } = await loadModdle();
  let parsed: Awaited<ReturnType<InstanceType<ModdleModule['BpmnModdle']>['fromXML']>>;
  try {
    parsed = await new BpmnModdle({ camunda }).fromXML(xml);
  } catch (error) {
    throw new RefusedError(`BPMN 解析失败: ${(error as Error).message}`);
  }
  const [warning] = parsed.warnings;
  if (warning) throw new RefusedError(`BPMN 解析失败: ${warning.message}`);
  const processes = (parsed.rootElement.rootElements ?? []).filter(
    (element) => element.$type === 'bpmn:Process' && element.isExecutable !== false && element.id,
  );
  if (processes.length === 0) throw new RefusedError(noProcess);
  processes.forEach(assertUserIds);
  return processes.map((process) => ({ key: process.id!, name: process.name || process.id! }));
}

/**
 * The assignees and candidate users a model names outright must be user ids: tasks are found by
 * them (todo-list, claim-list), and an account name would be a task no one could ever see.
 */
function assertUserIds(container: ModdleElement): void {
  for (const element of container.flowElements ?? []) {
    for (const named of [element.assignee, element.candidateUsers])
      for (const item of (named ?? '').split(','))
        if (!/^\d*$/.test(item.replace(variable, '').trim())) throw new RefusedError(notUserId(item.trim()));
    assertUserIds(element);
  }
}

// bpmn-moddle's types are not found under the repository's Node10 resolution: named by value.
const moddlePackage = 'bpmn-moddle';
let moddle: Promise<ModdleModule> | undefined;
function loadModdle(): Promise<ModdleModule> {
  moddle ??= import(moddlePackage) as Promise<ModdleModule>;
  return moddle;
}
