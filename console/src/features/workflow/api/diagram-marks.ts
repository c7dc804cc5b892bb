import type { FlowActivity } from '@console/features/workflow/api/workflow-wire';

/** An element of a drawn diagram: a node, or a sequence flow with its two ends. */
export interface DiagramElement {
  id: string;
  type: string;
  source?: { id: string };
  target?: { id: string };
}

/** The marker classes the diagram's styles draw (bpmn-diagram.tsx). */
export const markerClass = { done: 'flow-done', active: 'flow-active', warning: 'flow-warning' } as const;
export type Mark = keyof typeof markerClass;

/** The ids of the diagram's elements to mark, by mark. */
export type DiagramMarks = Record<Mark, string[]>;

/**
 * What SPEC.md §4 marks on a flow diagram: a node with an end time is done, a node without one
 * is active (a node met twice, as after a resubmission, is active while it waits again), and
 * sequence flows are warnings: those the history names, and those between two nodes the instance
 * reached, which is the path it took.
 */
export function diagramMarks(
  elements: readonly DiagramElement[],
  flow: readonly FlowActivity[],
): DiagramMarks {
  const active = new Set(flow.filter((step) => step.endTime === null).map((step) => step.historyActivityId));
  const done = new Set(
    flow
      .filter((step) => step.endTime !== null && !active.has(step.historyActivityId))
      .map((step) => step.historyActivityId),
  );
  const reached = (id: string | undefined) => id !== undefined && (done.has(id) || active.has(id));
  const named = new Set(flow.map((step) => step.historyActivityId));
  const warning = elements
    .filter(
      (element) =>
        element.type === 'bpmn:SequenceFlow' &&
        (named.has(element.id) || (done.has(element.source?.id ?? '') && reached(element.target?.id))),
    )
    .map((element) => element.id);
  const drawn = new Set(elements.map((element) => element.id));
  const nodes = (ids: Set<string>) => [...ids].filter((id) => drawn.has(id) && !warning.includes(id));
  return { done: nodes(done), active: nodes(active), warning };
}

/** Puts the marks on a diagram's canvas (bpmn-js's Canvas#addMarker). */
export function applyMarks(canvas: { addMarker: (id: string, marker: string) => void }, marks: DiagramMarks) {
  for (const mark of Object.keys(markerClass) as Mark[])
    for (const id of marks[mark]) canvas.addMarker(id, markerClass[mark]);
}
