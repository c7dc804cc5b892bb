const modelNamespace = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const diagramNamespace = 'http://www.omg.org/spec/BPMN/20100524/DI';

/** The containers whose children are drawn one by one: a process and its sub-processes. */
const containers = new Set(['process', 'subProcess', 'transaction', 'adHocSubProcess']);

/** A container's children that are never drawn as a shape or an edge of their own. */
const undrawnKinds = new Set([
  'laneSet',
  'dataObject',
  'property',
  'ioSpecification',
  'ioBinding',
  'documentation',
  'extensionElements',
]);

/** What a model's diagram section (BPMN DI) draws of its processes. */
export interface DiagramLayout {
  /** The elements that no shape or edge draws, in the model's order. */
  undrawn: string[];
  /** Whether bpmn-js can draw anything: false when nothing of the process has a place. */
  drawable: boolean;
}

/**
 * Which elements of a model's processes its diagram section places. The engine runs a model
 * without one (a file written by another tool, or by hand), but bpmn-js draws only what it
 * places, and nothing at all without a diagram, so the console says so instead of showing a blank
 * canvas. Laying such a model out needs an auto-layout library, which the console does not have.
 */
export function diagramLayout(xml: string): DiagramLayout {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const placed = new Set(
    Array.from(document.getElementsByTagNameNS(diagramNamespace, '*'))
      .filter((element) => element.localName === 'BPMNShape' || element.localName === 'BPMNEdge')
      .map((element) => element.getAttribute('bpmnElement')),
  );
  const drawn = Array.from(document.getElementsByTagNameNS(modelNamespace, '*')).filter(
    (element) =>
      element.parentElement?.namespaceURI === modelNamespace &&
      containers.has(element.parentElement.localName) &&
      !undrawnKinds.has(element.localName) &&
      element.hasAttribute('id'),
  );
  const undrawn = drawn.map((element) => element.id).filter((id) => !placed.has(id));
  return { undrawn, drawable: drawn.length === 0 || undrawn.length < drawn.length };
}
