import { useMemo } from 'react';
import { TextInput } from '@console/components/field-editors/field-editor';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { regionCalls, topRegionCode } from '@console/features/system/api/region-calls';
import { regionMetadata } from '@console/features/system/api/region-metadata';
import { useAppServices } from '@console/lib/app-services/app-services';

/** Regions (/system/region): the provinces, each opened a level at a time. */
export function RegionPage() {
  const { http } = useAppServices();
  const options = useMemo<ScreenOptions>(
    () => ({
      calls: regionCalls(http),
      treeRoot: topRegionCode,
      columns: ['name', 'code', 'sort', 'remark'],
      // A whole tree of every village is too large to pick a parent from: its code is typed.
      editors: { parentCode: TextInput },
      form: { lockedOnEdit: ['code'], defaults: { parentCode: topRegionCode } },
    }),
    [http],
  );
  return <ResourceScreen metadata={regionMetadata} options={options} />;
}
