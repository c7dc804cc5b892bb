import type Modeler from 'bpmn-js/lib/Modeler';
import type BpmnFactory from 'bpmn-js/lib/features/modeling/BpmnFactory';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element } from 'bpmn-js/lib/model/Types';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import {
  type BusinessObject,
  type ElementChange,
  conditionScript,
  elementProperties,
  type ElementProperties,
} from '@console/features/workflow/api/element-properties';

const propertiesOf = (element: Element) => elementProperties(element.businessObject as BusinessObject);

/**
 * Tells `onSelect` the properties of the one element selected (none: nothing, or several), again
 * whenever that element changes: an edit, an undo or a redo.
 */
export function watchSelection(modeler: Modeler, onSelect: (element: ElementProperties | undefined) => void) {
  let selected: Element | undefined;
  modeler.on('selection.changed', ({ newSelection }: { newSelection: Element[] }) => {
    selected = newSelection.length === 1 ? newSelection[0] : undefined;
    onSelect(selected && propertiesOf(selected));
  });
  modeler.on('element.changed', ({ element }: { element: Element }) => {
    if (element === selected) onSelect(propertiesOf(element));
  });
}

/**
 * Changes the element `id` as one command of bpmn-js's modeling, so that undo and redo take it
 * back and the saved XML carries it. An empty value removes its attribute.
 */
export function changeElement(modeler: Modeler, id: string, change: ElementChange) {
  const element = modeler.get<ElementRegistry>('elementRegistry').get(id) as Element | undefined;
  if (!element) return;
  const blankless = (value: string | undefined) => value?.trim() || undefined;
  const properties: Record<string, unknown> = {};
  if (change.name !== undefined) properties.name = blankless(change.name);
  if (change.assignee !== undefined) properties['camunda:assignee'] = blankless(change.assignee);
  if (change.candidateGroups !== undefined)
    properties['camunda:candidateGroups'] = blankless(change.candidateGroups);
  if (change.condition !== undefined) {
    const body = conditionScript(change.condition);
    properties.conditionExpression =
      body &&
      modeler
        .get<BpmnFactory>('bpmnFactory')
        .create('bpmn:FormalExpression', { body, language: 'javascript' });
  }
  modeler.get<Modeling>('modeling').updateProperties(element, properties);
}
