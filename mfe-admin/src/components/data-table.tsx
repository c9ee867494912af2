import { media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name for screen readers and the card title on small screens. */
  primary?: boolean;
  /** The row's buttons: a full-width strip at the foot of the card on small screens, right-aligned in the table. */
  actions?: boolean;
}

/**
 * Below the md breakpoint every row becomes a card: each cell shows its column name before its value, so nothing
 * scrolls sideways at 390 px. The explicit roles keep table semantics in browsers that drop them for display: block.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  tbody {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
  }
  tr {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(4)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
  }
  td {
    display: grid;
    grid-template-columns: 6.25rem minmax(0, 1fr);
    gap: ${(p) => p.theme.space(3)};
    align-items: baseline;
    overflow-wrap: anywhere;
  }
  td::before {
    content: attr(data-label);
    color: ${(p) => p.theme.color.subtle};
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td[data-primary] {
    grid-template-columns: minmax(0, 1fr);
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  td[data-primary]::before,
  td[data-actions]::before {
    display: none;
  }
  td[data-actions] {
    grid-template-columns: minmax(0, 1fr);
    padding-top: ${(p) => p.theme.space(3)};
    margin-top: ${(p) => p.theme.space(1)};
    border-top: 1px solid ${(p) => p.theme.color.border};
  }

  ${media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: none;
    }
    td,
    th {
      display: table-cell;
      padding: ${(p) => p.theme.space(3.5)} ${(p) => p.theme.space(4)};
      text-align: left;
      vertical-align: middle;
      /* Breaks a long word only when it must: "anywhere" lets the table shrink a column to one character. */
      overflow-wrap: break-word;
    }
    td::before {
      display: none;
    }
    td[data-primary] {
      font-size: ${(p) => p.theme.fontSize.sm};
    }
    tbody tr + tr td[data-actions] {
      border-top: 1px solid ${(p) => p.theme.color.border};
    }
    th {
      background: ${(p) => p.theme.color.background};
      color: ${(p) => p.theme.color.muted};
      font-size: ${(p) => p.theme.fontSize.xs};
      font-weight: ${(p) => p.theme.fontWeight.semibold};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      border-bottom: 1px solid ${(p) => p.theme.color.border};
      white-space: nowrap;
    }
    tbody tr + tr td {
      border-top: 1px solid ${(p) => p.theme.color.border};
    }
    tbody tr:hover td {
      background: ${(p) => p.theme.color.background};
    }
    /*
     * A row with many actions (an event has Edit, Feature, Schedule, Attendees, View and Delete) wraps them onto a
     * second line within a third of the table, rather than taking the width from the title (issue 30: titles wrapped
     * one character per line and Delete was clipped at 1280 px).
     */
    td[data-actions] {
      margin: 0;
      padding-top: ${(p) => p.theme.space(3.5)};
      border-top: 0;
      width: 30%;
    }
    td[data-primary] {
      min-width: 8rem;
    }
    th[data-actions] {
      text-align: right;
    }
  }
`;
/** The line under an empty table (spec §2: e.g. "Events will appear here once you create them."). */
export const TableEmpty = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(6)};
  text-align: center;
  color: ${(p) => p.theme.color.muted};
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  svg {
    color: ${(p) => p.theme.color.subtle};
  }
  ${media.md} {
    border: 0;
    border-radius: 0;
  }
`;
const Frame = styled.div`
  ${media.md} {
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    background: ${(p) => p.theme.color.surface};
    box-shadow: ${(p) => p.theme.shadow.sm};
    overflow: hidden;
  }
`;

/** A list of records as a table on wide screens and as cards on narrow ones; `empty` shows when there are no rows. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: ReactNode;
  testId?: string;
}) {
  return (
    <Frame>
      <Table role="table" aria-label={label} data-testid={testId}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.header} role="columnheader" scope="col" data-actions={c.actions ? '' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  data-label={c.header}
                  data-primary={c.primary ? '' : undefined}
                  data-actions={c.actions ? '' : undefined}
                >
                  <div>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length === 0 && empty}
    </Frame>
  );
}

/** The buttons and links of a row's Actions cell. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  ${media.md} {
    justify-content: flex-end;
  }
`;
