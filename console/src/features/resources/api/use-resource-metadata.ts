import { useEffect, useState } from 'react';
import { useAppServices } from '@console/app/app-context';
import {
  fetchResourceMetadata,
  type ResourceMetadata,
} from '@console/features/resources/api/resource-metadata';

/** A resource's declaration, undefined while it loads (or when the call failed and was toasted). */
export function useResourceMetadata(name: string): ResourceMetadata | undefined {
  const { http } = useAppServices();
  const [metadata, setMetadata] = useState<ResourceMetadata>();
  useEffect(() => {
    let current = true;
    fetchResourceMetadata(http, name).then(
      (loaded) => current && setMetadata(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [http, name]);
  return metadata;
}
