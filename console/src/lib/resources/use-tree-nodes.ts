import { useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Query } from '@console/lib/http/query-string';
import type { TreeNode } from '@console/lib/resources/resource-records';

/** A tree (or flat list of nodes) read once from a GET answering nodes; empty while it loads. */
export function useTreeNodes(path: string, query?: Query): TreeNode[] {
  const { http } = useAppServices();
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    let current = true;
    http.get<TreeNode[]>(path, JSON.parse(key) as Query).then(
      (loaded) => current && setNodes(loaded),
      () => undefined, // the client has shown why
    );
    return () => {
      current = false;
    };
  }, [http, path, key]);
  return nodes;
}

/** Records of a select/list call as nodes of one level, for a dropdown. */
export function useRecordNodes(path: string, titleField: string): TreeNode[] {
  const { http } = useAppServices();
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  useEffect(() => {
    let current = true;
    http.get<{ records?: Record<string, unknown>[] } | Record<string, unknown>[]>(path, { size: 1000 }).then(
      (answer) => {
        const rows = Array.isArray(answer) ? answer : (answer.records ?? []);
        if (current) setNodes(rows.map((row) => recordNode(row, titleField)));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [http, path, titleField]);
  return nodes;
}

function recordNode(row: Record<string, unknown>, titleField: string): TreeNode {
  const id = String(row.id);
  return { id, parentId: '0', title: String(row[titleField] ?? id), key: id, value: id, hasChildren: false };
}
