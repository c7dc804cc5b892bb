import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@console/components/resource-screen/empty-state';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { useResourceMetadata } from '@console/lib/resources/use-resource-metadata';

export interface ResourcePageProps {
  /** The resource's name in the server's registry (post, param, dept, ...). */
  name: string;
  options?: ScreenOptions;
}

/** The generic screen of a registry resource, rendered from its declaration on the server. */
export function ResourcePage({ name, options }: ResourcePageProps) {
  const { t } = useTranslation();
  const state = useResourceMetadata(name);
  switch (state.status) {
    case 'loading':
      return <Spinner label={t('loading')} />;
    case 'failed':
      return <EmptyState />;
    case 'ready':
      return <ResourceScreen key={name} metadata={state.metadata} options={options} />;
  }
}
