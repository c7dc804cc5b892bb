import { errorLogMessages } from '@console/features/error-log/error-log.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** The log of the browser's errors, opened from the top bar. */
export const errorLogFeature = defineFeature({ namespace: 'errorLog', messages: errorLogMessages });
