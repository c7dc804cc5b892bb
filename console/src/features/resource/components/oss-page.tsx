import { useMemo } from 'react';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { EnableButton } from '@console/features/resource/components/enable-button';

const columns = ['category', 'ossCode', 'endpoint', 'bucketName', 'maxSizeKb', 'remark'];

/**
 * Storage settings (/resource/oss): the generic screen, each setting with its enable button. New
 * uploads go to the enabled one; a tenant that enabled none stores on the server's disk.
 */
export function OssPage() {
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      rowButtons: (record, context) => (
        <EnableButton
          api="/api/blade-resource/oss"
          permission="oss_enable"
          record={record}
          context={context}
        />
      ),
    }),
    [],
  );
  return <ResourcePage name="oss" options={options} />;
}
