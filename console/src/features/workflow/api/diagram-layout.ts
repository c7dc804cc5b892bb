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

/** A model as the console draws it. */
export interface DrawnModel {
  /** The XML bpmn-js is given: the model's own, or laid out when it had no diagram; none when nothing can be drawn. */
  xml?: string;
  /** The elements that no shape or edge draws, in the model's order. */
  undrawn: string[];
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

/** The elements of a model's processes that are drawn, and which of them its diagram section leaves out. */
function placement(document: Document): { drawn: Element[]; undrawn: string[] } {
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
  return { drawn, undrawn: drawn.map((element) => element.id).filter((id) => !placed.has(id)) };
}

/**
 * Names each sequence flow among its ends' incoming and outgoing flows where the model leaves
 * them out (BPMN lets it: sourceRef and targetRef say the same). bpmn-auto-layout walks the
 * graph by these lists only, and would otherwise stack the nodes in a column with no edges.
 */
function linkFlows(document: Document) {
  const elements = Array.from(document.getElementsByTagNameNS(modelNamespace, '*'));
  const byId = new Map(elements.map((element) => [element.getAttribute('id'), element]));
  for (const flow of Array.from(document.getElementsByTagNameNS(modelNamespace, 'sequenceFlow'))) {
    const ends: [string, string | null][] = [
      ['outgoing', flow.getAttribute('sourceRef')],
      ['incoming', flow.getAttribute('targetRef')],
    ];
    for (const [list, id] of ends) {
      const node = id ? byId.get(id) : undefined;
      const listed = Array.from(node?.children ?? []).some(
        (child) => child.localName === list && child.textContent?.trim() === flow.id,
      );
      if (!node || listed) continue;
      const entry = document.createElementNS(modelNamespace, flow.prefix ? `${flow.prefix}:${list}` : list);
      entry.textContent = flow.id;
      node.appendChild(entry);
    }
  }
}

/** What of a model bpmn-js can draw: none of it when nothing has a place, else the model and what it leaves out. */
function drawnAsIs(xml: string): DrawnModel {
  const { drawn, undrawn } = placement(parse(xml));
  return drawn.length > 0 && undrawn.length === drawn.length ? { undrawn } : { xml, undrawn };
}

/**
 * The model bpmn-js is to draw. The engine runs a model without a diagram section (a file written
 * by another tool, or by hand), but bpmn-js draws only what it places, so such a model is laid out
 * by bpmn-auto-layout first, fetched only then. A partly drawn model is drawn as it is, with what
 * it leaves out named: bpmn-auto-layout replaces the whole diagram section, which would throw away
 * the places its author gave. If the layout fails, nothing is drawn and the console says why.
 */
export async function drawnModel(xml: string): Promise<DrawnModel> {
  const document = parse(xml);
  const { drawn, undrawn } = placement(document);
  if (drawn.length === 0 || undrawn.length < drawn.length) return { xml, undrawn };
  try {
    linkFlows(document);
    const { layoutProcess } = await import('bpmn-auto-layout');
    return drawnAsIs(await layoutProcess(new XMLSerializer().serializeToString(document)));
  } catch {
    return { undrawn };
  }
}
