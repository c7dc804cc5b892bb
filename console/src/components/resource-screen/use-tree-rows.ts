import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridRow } from '@console/components/resource-screen/grid-row';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { type LevelLoader, visibleRows } from '@console/lib/resources/tree-levels';

/**
 * The rows of a lazily loaded tree under `rootId`: the top level on every `generation` (a
 * reload), the children of a row when it is first expanded.
 */
export function useTreeRows(load: LevelLoader | undefined, rootId: string, generation: number) {
  const [levels, setLevels] = useState<ReadonlyMap<string, readonly ResourceRecord[]>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);

  const loadLevel = useCallback(
    async (parentId: string, fresh: boolean) => {
      if (!load) return;
      setLoading(true);
      try {
        const records = await load(parentId);
        setLevels((current) => new Map(fresh ? [] : current).set(parentId, records));
      } catch {
        // The HTTP client has told the user; the level stays as it was.
      } finally {
        setLoading(false);
      }
    },
    [load],
  );

  useEffect(() => {
    setExpanded(new Set());
    void loadLevel(rootId, true);
  }, [loadLevel, rootId, generation]);

  const toggle = useCallback(
    (row: GridRow) => {
      const id = row.record.id;
      if (expanded.has(id)) {
        setExpanded((current) => new Set([...current].filter((open) => open !== id)));
        return;
      }
      setExpanded((current) => new Set(current).add(id));
      if (!levels.has(id)) void loadLevel(id, false);
    },
    [expanded, levels, loadLevel],
  );

  const rows = useMemo(() => visibleRows(levels, expanded, rootId), [levels, expanded, rootId]);
  return { rows, toggle, loading };
}
