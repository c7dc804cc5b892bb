import { useEffect, useState } from 'react';
import { type DrawnModel, drawnModel } from '@console/features/workflow/api/diagram-layout';

/** The model bpmn-js is to draw from `xml` (laid out when it has no diagram); undefined until known. */
export function useDrawnModel(xml: string | undefined): DrawnModel | undefined {
  const [drawn, setDrawn] = useState<{ of: string; model: DrawnModel }>();
  useEffect(() => {
    if (xml === undefined) return;
    let current = true;
    void drawnModel(xml).then((model) => current && setDrawn({ of: xml, model }));
    return () => {
      current = false;
    };
  }, [xml]);
  // A model laid out for an earlier XML is never shown for the next one.
  return drawn && drawn.of === xml ? drawn.model : undefined;
}
