import { themeMessages } from '@console/features/theme/theme.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The brand colour, picked in the top bar and remembered. */
export const themeFeature = defineFeature({ namespace: 'theme', messages: themeMessages });
