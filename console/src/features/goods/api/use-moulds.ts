import { useCallback, useMemo } from 'react';
import type { GoodsApi } from '@console/features/goods/api/goods-api';
import type { MouldField } from '@console/features/goods/api/mould-fields';
import { useAnswer } from '@console/features/goods/api/use-answer';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const noMoulds: ResourceRecord[] = [];

/** The fields of a mould; undefined while they load, and for no mould. */
export function useMouldContent(api: GoodsApi, mouldId: string): MouldField[] | undefined {
  return useAnswer(useMemo(() => (mouldId ? () => api.mouldContent(mouldId) : undefined), [api, mouldId]));
}

/** The moulds a goods item may take: the enabled ones; none while they load. */
export function useEnabledMoulds(api: GoodsApi): ResourceRecord[] {
  return useAnswer(useCallback(() => api.enabledMoulds(), [api])) ?? noMoulds;
}
