import '@mantine/core/styles/Table.layer.css';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { ListError, ListLoader, Pager } from './components';
import classes from './operator.module.css';

/** One column of a console list: its header, what each row shows in it, and how it lays out. */
export interface ConsoleColumn<Row> {
  /** The column's name: the header's text, and each cell's label when rows stack as cards. */
  header: string;
  /** What the header cell shows instead of its name (a sort button); the name still labels the cells. */
  headerContent?: ReactNode;
  /** Header heard but not seen (an actions column); its cells go unlabelled at the foot of a card. */
  hideHeader?: boolean;
  /** The state of a sortable column (`aria-sort`). */
  sort?: 'ascending' | 'descending';
  /** What names the row: first on a card, across its width. */
  primary?: boolean;
  /** Takes a card's whole width (long texts, e-mails). */
  wide?: boolean;
  /** Numbers line up on the right in the table (cards keep everything on the left). */
  align?: 'right';
  /** Kept on one line in the table (dates, money). */
  nowrap?: boolean;
  fw?: number;
  cell: (row: Row) => ReactNode;
}

/** What a list needs of its query; TanStack Query's result fits. */
export interface ListQuery {
  isError: boolean;
  isPending: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface ConsoleListProps<Row> {
  /** The table's accessible name (journeys find it by this name). */
  label: string;
  columns: readonly ConsoleColumn<Row>[];
  /** The rows of the current page; undefined while none arrived. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  query: ListQuery;
  /** Shown, with a retry button, when the list cannot be loaded. */
  errorMessage: string;
  /** Shown in the table when there are no rows. */
  emptyMessage: ReactNode;
  /** Below this width (px) the wide table scrolls sideways; narrow screens stack rows as cards instead. */
  minWidth: number;
  /** The page's filters, above the list in every state. */
  filters?: ReactNode;
  /** A line above the table once rows arrived (a count, a hint). */
  summary?: ReactNode;
  pager?: ComponentProps<typeof Pager>;
}

/**
 * A console list: filters, then the loader, the error with its retry, or the table and its pages.
 * Below Mantine's `sm` each row is a card whose cells carry their column's name (operator.module.css); it is
 * still a table, with explicit roles because some browsers drop a table's semantics once it is restyled.
 * Renders a fragment, so the page's stack spaces its parts.
 */
export function ConsoleList<Row>({
  label,
  columns,
  rows,
  rowKey,
  query,
  errorMessage,
  emptyMessage,
  minWidth,
  filters,
  summary,
  pager,
}: ConsoleListProps<Row>) {
  const busy = Boolean(query.isPlaceholderData);
  return (
    <>
      {filters}
      {query.isError ? (
        <ListError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : query.isPending || rows === undefined ? (
        <ListLoader />
      ) : (
        <>
          {summary}
          {/* Focusable and named, so a keyboard can scroll a wide table sideways. */}
          <Box
            className={classes.listScroller}
            style={{ '--list-min-width': `${minWidth}px` } as CSSProperties}
            tabIndex={0}
            role="region"
            aria-label={label}
          >
            <Table
              className={classes.listTable}
              role="table"
              aria-label={label}
              aria-busy={busy || undefined}
              striped
              highlightOnHover
              withTableBorder
              verticalSpacing="sm"
              style={{ opacity: busy ? 0.6 : 1 }}
            >
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  {columns.map((column) => (
                    <Table.Th
                      key={column.header}
                      role="columnheader"
                      scope="col"
                      aria-sort={column.sort}
                      data-align={column.align}
                      pos={column.hideHeader ? 'relative' : undefined}
                    >
                      {column.hideHeader ? (
                        <VisuallyHidden>{column.header}</VisuallyHidden>
                      ) : (
                        (column.headerContent ?? column.header)
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {rows.length === 0 && (
                  <Table.Tr role="row">
                    <Table.Td role="cell" colSpan={columns.length}>
                      <Text c="dimmed" ta="center" py="md">
                        {emptyMessage}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)} role="row">
                    {columns.map((column) => (
                      <Table.Td
                        key={column.header}
                        role="cell"
                        data-label={column.header}
                        data-primary={column.primary || undefined}
                        data-wide={column.wide || undefined}
                        data-unlabelled={column.hideHeader || undefined}
                        data-align={column.align}
                        data-nowrap={column.nowrap || undefined}
                        fw={column.fw}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          {pager && <Pager {...pager} />}
        </>
      )}
    </>
  );
}
