import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The box a diagram is drawn in, and the colours of the marks of SPEC.md §4 (diagram-marks.ts):
 * bpmn-js writes each shape's colours inline, hence `!important`.
 */
export const useBpmnStyles = makeStyles({
  canvas: {
    height: '56vh',
    minHeight: '320px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '& .flow-done .djs-visual > :nth-child(1)': {
      stroke: `${tokens.colorPaletteGreenBorderActive} !important`,
      fill: `${tokens.colorPaletteGreenBackground1} !important`,
    },
    '& .flow-active .djs-visual > :nth-child(1)': {
      stroke: `${tokens.colorPaletteBlueBorderActive} !important`,
      fill: `${tokens.colorPaletteBlueBackground2} !important`,
      strokeWidth: '3px !important',
    },
    '& .flow-warning .djs-visual > path': {
      stroke: `${tokens.colorPaletteDarkOrangeBorderActive} !important`,
    },
  },
});
