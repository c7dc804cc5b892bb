import { makeStyles, tokens, ToggleButton, Toolbar } from '@fluentui/react-components';
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { labelIn } from '@console/lib/resources/resource-metadata';

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  content: {
    minHeight: '200px',
    maxHeight: '420px',
    overflowY: 'auto',
    paddingInline: tokens.spacingHorizontalM,
    '& .ProseMirror': { minHeight: '200px', outlineStyle: 'none' },
    '& .ProseMirror:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
});

/** A formatting button: its label, icon, whether the selection has it, and what it toggles. */
interface Mark {
  key: 'bold' | 'italic' | 'underline' | 'strike' | 'heading' | 'bulletList' | 'orderedList' | 'quote';
  icon: ReactElement;
  active: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
}

const marks: readonly Mark[] = [
  {
    key: 'bold',
    icon: <TextBoldRegular />,
    active: (e) => e.isActive('bold'),
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <TextItalicRegular />,
    active: (e) => e.isActive('italic'),
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <TextUnderlineRegular />,
    active: (e) => e.isActive('underline'),
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: <TextStrikethroughRegular />,
    active: (e) => e.isActive('strike'),
    toggle: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'heading',
    icon: <TextHeader2Regular />,
    active: (e) => e.isActive('heading', { level: 2 }),
    toggle: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'bulletList',
    icon: <TextBulletListLtrRegular />,
    active: (e) => e.isActive('bulletList'),
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <TextNumberListLtrRegular />,
    active: (e) => e.isActive('orderedList'),
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    icon: <TextQuoteRegular />,
    active: (e) => e.isActive('blockquote'),
    toggle: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * Rich text with Tiptap (ProseMirror): the marks and blocks the server's allow-list keeps. An
 * empty document is the empty string, so the field's required check sees it as empty.
 */
export default function RichTextEditor(props: FieldEditorProps) {
  const { t } = useTranslation('desk');
  const styles = useStyles();
  const label = labelIn(props.rule.label, props.language);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: props.value,
    editable: !props.disabled,
    // Toolbar buttons show whether the selection has their mark.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: changed }) => props.onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => props.onBlur(),
  });
  return (
    <div className={styles.frame}>
      {!props.disabled && (
        <Toolbar className={styles.toolbar} size="small" aria-label={t('editor.toolbar')}>
          {marks.map((mark) => (
            <ToggleButton
              key={mark.key}
              appearance="subtle"
              icon={mark.icon}
              aria-label={t(`editor.${mark.key}`)}
              title={t(`editor.${mark.key}`)}
              checked={editor.isInitialized && mark.active(editor)}
              onClick={() => mark.toggle(editor)}
            />
          ))}
        </Toolbar>
      )}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
