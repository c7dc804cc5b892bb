import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReportResult } from '@console/features/report/api/report-api';

export interface ReportTableProps {
  result: ReportResult;
  groupLabel: string;
  valueLabel: string;
}

/** A report's groups as a table: the figures the chart draws, to read and to copy. */
export function ReportTable({ result, groupLabel, valueLabel }: ReportTableProps) {
  return (
    <Table size="small" aria-label={result.name}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{groupLabel}</TableHeaderCell>
          <TableHeaderCell>{valueLabel}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {result.rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
