import { makeStyles } from '@fluentui/react-components';

/**
 * A dropdown as wide as the box that holds it (a search form's input, a form's column) rather than
 * a dropdown's own minimum, which would spill over a search form's next input or its buttons.
 */
export const useFillWidth = makeStyles({ fill: { minWidth: 0, width: '100%' } });
