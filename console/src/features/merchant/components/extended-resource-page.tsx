import { Spinner } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceMetadata } from '@console/features/resources/api/resource-metadata';
import { useResourceMetadata } from '@console/features/resources/api/use-resource-metadata';
import { EmptyState } from '@console/features/resources/components/empty-state';
import { ResourceScreen } from '@console/features/resources/components/resource-screen';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';

export interface ExtendedResourcePageProps {
  name: string;
  /** Adapts the server's declaration (extend-metadata.ts); a stable function. */
  extend: (metadata: ResourceMetadata) => ResourceMetadata;
  options: ScreenOptions;
}

/** The generic screen of a registry resource whose declaration the console adapts. */
export function ExtendedResourcePage({ name, extend, options }: ExtendedResourcePageProps) {
  const { t } = useTranslation();
  const state = useResourceMetadata(name);
  const metadata = useMemo(
    () => (state.status === 'ready' ? extend(state.metadata) : undefined),
    [state, extend],
  );
  if (state.status === 'failed') return <EmptyState />;
  if (!metadata) return <Spinner label={t('loading')} />;
  return <ResourceScreen key={name} metadata={metadata} options={options} />;
}
