import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementChange, ElementProperties } from '@console/features/workflow/api/element-properties';
import { type ModelForm, modelFormProblems } from '@console/features/workflow/api/model-form';
import type { ModelerHandle } from '@console/features/workflow/components/bpmn-modeler-canvas';
import { DiagramLayoutNotice } from '@console/features/workflow/components/diagram-layout-notice';
import { ElementPropertiesPanel } from '@console/features/workflow/components/element-properties-panel';
import { useDrawnModel } from '@console/features/workflow/components/use-drawn-model';
import { useWorkflowApi } from '@console/features/workflow/components/workflow-rows';
import { useAppServices } from '@console/lib/app-services/app-services';

const BpmnModelerCanvas = lazy(() => import('@console/features/workflow/components/bpmn-modeler-canvas'));

const useStyles = makeStyles({
  surface: { width: '90vw', maxWidth: '90vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { flex: '1 1 200px' },
  // The canvas takes what the properties beside it leave.
  workspace: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: tokens.spacingHorizontalM },
});

const blank: ModelForm = { modelKey: '', name: '', description: '' };

export interface ModelDesignerProps {
  /** The model to edit; none: a new one. */
  modelId?: string;
  onSaved: () => void;
  onClose: () => void;
}

/** A model's key, name and description, and its diagram in bpmn-js's modeler; saved as BPMN XML. */
export function ModelDesigner({ modelId, onSaved, onClose }: ModelDesignerProps) {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { notifySuccess } = useAppServices();
  const api = useWorkflowApi();
  const [form, setForm] = useState<ModelForm>();
  const [xml, setXml] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [selected, setSelected] = useState<ElementProperties>();
  const modeler = useRef<ModelerHandle>(undefined);
  // The model is read once per id, whatever the parent renders meanwhile.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!modelId) {
      setForm(blank);
      return;
    }
    let current = true;
    api.model(modelId).then(
      (model) => {
        if (!current) return;
        setForm({ modelKey: model.modelKey, name: model.name, description: model.description ?? '' });
        setXml(model.xml);
      },
      () => current && close.current(), // the client has shown why
    );
    return () => {
      current = false;
    };
  }, [api, modelId]);

  // A stored model without a diagram opens laid out, and its save keeps that layout.
  const drawn = useDrawnModel(xml);
  // A stored model that cannot be drawn cannot be opened in the modeler, so it cannot be saved from it.
  const editable = xml === undefined || drawn?.xml !== undefined;
  const onReady = useCallback((handle: ModelerHandle) => (modeler.current = handle), []);
  const onError = useCallback((message: string) => setProblem(t('modeler.loadFailed', { message })), [t]);
  const onSelect = useCallback((element: ElementProperties | undefined) => setSelected(element), []);
  const change = useCallback((id: string, edit: ElementChange) => modeler.current?.change(id, edit), []);
  const problems = form ? modelFormProblems(form) : {};
  const shown = (field: keyof ModelForm) => {
    const key = touched ? problems[field] : undefined;
    return key && t(`modeler.${key}`);
  };
  const set = (field: keyof ModelForm) => (value: string) =>
    setForm((current) => current && { ...current, [field]: value });

  const save = async () => {
    setTouched(true);
    if (!form || !modeler.current || Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const modelKey = form.modelKey.trim();
      const name = form.name.trim();
      const diagram = await modeler.current.xml({ id: modelKey, name });
      await api.saveModel({
        id: modelId,
        modelKey,
        name,
        description: form.description.trim(),
        xml: diagram,
      });
      notifySuccess(t('done.saved'));
      onSaved();
    } catch {
      // a refusal (the parser's message for a broken diagram) has been shown by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{modelId ? t('modeler.edit') : t('modeler.add')}</DialogTitle>
          <DialogContent className={styles.content}>
            {(!form || (xml !== undefined && !drawn)) && <Spinner size="small" label={common('loading')} />}
            {form && (
              <div className={styles.fields}>
                {(['modelKey', 'name', 'description'] as const).map((field) => (
                  <Field
                    key={field}
                    className={styles.field}
                    label={t(`fields.${field}`)}
                    required={field !== 'description'}
                    validationState={shown(field) ? 'error' : 'none'}
                    validationMessage={shown(field)}
                  >
                    <Input name={field} value={form[field]} onChange={(_, data) => set(field)(data.value)} />
                  </Field>
                ))}
              </div>
            )}
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {drawn && <DiagramLayoutNotice drawn={drawn} />}
            {form && editable && (
              <div className={styles.workspace}>
                <Suspense fallback={<Spinner size="small" label={common('loading')} />}>
                  <BpmnModelerCanvas
                    xml={drawn?.xml}
                    label={t('modeler.canvas')}
                    onReady={onReady}
                    onError={onError}
                    onSelect={onSelect}
                  />
                </Suspense>
                <ElementPropertiesPanel element={selected} onChange={change} />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={saving || !form || !editable} onClick={() => void save()}>
              {common('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
