import { Spinner } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@console/components/resource-screen/empty-state';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';
import { useResourceMetadata } from '@console/lib/resources/use-resource-metadata';

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
