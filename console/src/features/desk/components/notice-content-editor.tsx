import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';

/** The editor (and ProseMirror under it) comes in its own chunk, the first time a notice opens. */
const RichTextEditor = lazy(() => import('@console/features/desk/components/rich-text-editor'));

/** A notice's content field: rich text, as HTML the server sanitises on save. */
export function NoticeContentEditor(props: FieldEditorProps) {
  const { t } = useTranslation('desk');
  return (
    <Suspense fallback={<Spinner size="tiny" label={t('editor.loading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
