import { useMemo } from 'react';
import { useAppServices } from '@console/app/app-context';
import { TextInput } from '@console/features/resources/components/field-editor';
import { ResourceScreen } from '@console/features/resources/components/resource-screen';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';
import { regionCalls, topRegionCode } from '@console/features/system/api/region-calls';
import { regionMetadata } from '@console/features/system/api/region-metadata';

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
