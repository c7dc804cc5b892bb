import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface TableLine {
  key: string;
  cells: readonly ReactNode[];
}

/** A small read-only table named for screen readers: a record's timeline and its changes. */
export function LabelledTable({
  label,
  headers,
  lines,
  size = 'small',
}: {
  label: string;
  headers: readonly string[];
  lines: readonly TableLine[];
  size?: 'extra-small' | 'small';
}) {
  return (
    <Table size={size} aria-label={label}>
      <TableHeader>
        <TableRow>
          {headers.map((header) => (
            <TableHeaderCell key={header}>{header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            {line.cells.map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
