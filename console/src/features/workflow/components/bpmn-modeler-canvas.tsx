import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import Modeler from 'bpmn-js/lib/Modeler';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
import { useEffect, useRef } from 'react';
import type { ElementChange, ElementProperties } from '@console/features/workflow/api/element-properties';
import { useBpmnStyles } from '@console/features/workflow/components/bpmn-styles';
import { changeElement, watchSelection } from '@console/features/workflow/components/modeler-editing';

/** What the designer asks of the drawn model when it saves it. */
export interface ModelerHandle {
  /** The diagram as BPMN XML, its process named by the model's key and name. */
  xml: (process: { id: string; name: string }) => Promise<string>;
  /** Changes an element as one undoable modeling command (the properties panel's edits). */
  change: (id: string, change: ElementChange) => void;
}

export interface BpmnModelerCanvasProps {
  /** The stored model's XML; none: a new diagram with a start event. */
  xml: string | undefined;
  label: string;
  onReady: (handle: ModelerHandle) => void;
  onError: (message: string) => void;
  /** The one element selected, again after each change of it; none when not exactly one. */
  onSelect: (element: ElementProperties | undefined) => void;
}

/**
 * bpmn-js's modeler, with the Camunda extension so that the assignees and candidate groups of a
 * model's tasks (camunda:assignee, camunda:candidateGroups) survive editing and can be set: the
 * properties panel beside it hears the selection (onSelect) and changes through the handle. Loaded on demand
 * (model-designer.tsx): the login page and the lists never fetch it.
 */
export default function BpmnModelerCanvas({
  xml,
  label,
  onReady,
  onError,
  onSelect,
}: BpmnModelerCanvasProps) {
  const styles = useBpmnStyles();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const modeler = new Modeler({ container: box.current, moddleExtensions: { camunda: camundaModdle } });
    let shown = true;
    watchSelection(modeler, (element) => shown && onSelect(element));
    (xml ? modeler.importXML(xml) : modeler.createDiagram()).then(
      () => {
        if (!shown) return;
        modeler.get<Canvas>('canvas').zoom('fit-viewport');
        onReady({
          async xml(process) {
            // The process is what a deployment names the definition by: it follows the model.
            const root = modeler.get<Canvas>('canvas').getRootElement() as Element;
            if (root.businessObject?.$type === 'bpmn:Process')
              modeler.get<Modeling>('modeling').updateProperties(root, process);
            const saved = await modeler.saveXML({ format: true });
            return saved.xml ?? '';
          },
          change: (id, change) => changeElement(modeler, id, change),
        });
      },
      (error: Error) => shown && onError(error.message),
    );
    return () => {
      shown = false;
      modeler.destroy();
    };
  }, [xml, onReady, onError, onSelect]);
  return <div ref={box} className={styles.canvas} role="application" aria-label={label} />;
}
