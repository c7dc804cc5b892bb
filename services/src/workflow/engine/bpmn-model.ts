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
  return processes.map((process) => ({ key: process.id!, name: process.name || process.id! }));
}

// bpmn-moddle's types are not found under the repository's Node10 resolution: named by value.
const moddlePackage = 'bpmn-moddle';
let moddle: Promise<ModdleModule> | undefined;
function loadModdle(): Promise<ModdleModule> {
  moddle ??= import(moddlePackage) as Promise<ModdleModule>;
  return moddle;
}
