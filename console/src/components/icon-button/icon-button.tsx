import { Button, type ButtonProps, Tooltip } from '@fluentui/react-components';
import { forwardRef, type ReactElement } from 'react';

export interface IconButtonProps {
  /** What the button does: its tooltip and its accessible name, in the user's language. */
  label: string;
  icon: ReactElement;
  onClick: (event: React.MouseEvent) => void;
  size?: ButtonProps['size'];
  appearance?: ButtonProps['appearance'];
  disabled?: boolean;
  'aria-expanded'?: boolean;
}

/**
 * A button that shows only an icon, named by its tooltip (which is its accessible name too), so
 * that a sighted user learns what the icon does by pointing at it or tabbing to it, and a screen
 * reader hears the same words.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, appearance = 'subtle', disabled, ...button },
  ref,
) {
  // Disabled but focusable: a disabled button receives no pointer events, so its tooltip could
  // never say what it would do.
  return (
    <Tooltip content={label} relationship="label">
      <Button ref={ref} appearance={appearance} disabledFocusable={disabled} {...button} />
    </Tooltip>
  );
});
