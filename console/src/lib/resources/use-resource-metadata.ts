import { useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import { fetchResourceMetadata, type ResourceMetadata } from '@console/lib/resources/resource-metadata';

export type MetadataState =
  | { status: 'loading' }
  | { status: 'ready'; metadata: ResourceMetadata }
  /** The call failed; the HTTP client has already said why. */
  | { status: 'failed' };

/** A resource's declaration as the server gives it. */
export function useResourceMetadata(name: string): MetadataState {
  const { http } = useAppServices();
  const [state, setState] = useState<MetadataState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchResourceMetadata(http, name).then(
      (metadata) => current && setState({ status: 'ready', metadata }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [http, name]);
  return state;
}
