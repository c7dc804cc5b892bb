import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { useEffect, useRef } from 'react';
import { applyMarks, type DiagramElement, diagramMarks } from '@console/features/workflow/api/diagram-marks';
import type { FlowActivity } from '@console/features/workflow/api/workflow-wire';
import { useBpmnStyles } from '@console/features/workflow/components/bpmn-styles';

export interface BpmnDiagramProps {
  xml: string;
  flow: readonly FlowActivity[];
  label: string;
  onError: (message: string) => void;
}

/**
 * A process drawn by bpmn-js's navigated viewer (pan and zoom, nothing editable), its nodes and
 * flows marked by the instance's history. Loaded on demand (diagram-dialog.tsx), so only the
 * screens that show a diagram fetch bpmn-js.
 */
export default function BpmnDiagram({ xml, flow, label, onError }: BpmnDiagramProps) {
  const styles = useBpmnStyles();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const viewer = new NavigatedViewer({ container: box.current });
    let shown = true;
    viewer.importXML(xml).then(
      () => {
        if (!shown) return;
        const canvas = viewer.get<Canvas>('canvas');
        const elements = viewer.get<ElementRegistry>('elementRegistry').getAll() as DiagramElement[];
        applyMarks(canvas, diagramMarks(elements, flow));
        canvas.zoom('fit-viewport');
      },
      (error: Error) => shown && onError(error.message),
    );
    return () => {
      shown = false;
      viewer.destroy();
    };
  }, [xml, flow, onError]);
  return <div ref={box} className={styles.canvas} role="figure" aria-label={label} />;
}
