import { Input, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export interface CommittedInputProps {
  value: string;
  /** Called once the operator leaves the input (or presses Enter), only when the text changed. */
  onCommit: (value: string) => void;
  multiline?: boolean;
  name?: string;
  placeholder?: string;
}

/**
 * A text input whose edits reach the diagram when it is left, not at each key: one undo step per
 * edit. It follows its value when the diagram changes underneath (an undo, a redo).
 */
export function CommittedInput({ value, onCommit, multiline, name, placeholder }: CommittedInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => draft !== value && onCommit(draft);
  const common = { name, placeholder, value: draft, onBlur: commit };
  return multiline ? (
    <Textarea {...common} resize="vertical" onChange={(_, data) => setDraft(data.value)} />
  ) : (
    <Input
      {...common}
      onChange={(_, data) => setDraft(data.value)}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}
