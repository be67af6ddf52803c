import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Card.layer.css';
import {
  Box,
  Button,
  Card,
  Group,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type ComponentProps,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { texts as c } from '../../words/operator';
import { ListError, ListLoader, Pager } from './components';
import { downloadCsv, nextSort } from './listParams';
import classes from './operator.module.css';

/** One column of a console list: its header, what each row shows in it, and how it lays out. */
export interface ConsoleColumn<Row> {
  /** The column's name: the header's text, and each cell's label when rows stack as cards. */
  header: string;
  /** What the header cell shows instead of its name (a sort button); the name still labels the cells. */
  headerContent?: ReactNode;
  /** Header heard but not seen (an actions column); its cells go unlabelled at the foot of a card. */
  hideHeader?: boolean;
  /** The state of a sortable column (`aria-sort`), for a page that draws its own sort button. */
  sort?: 'ascending' | 'descending';
  /** The API's sort field of this column: with the list's `sort`, its header becomes a sort button. */
  sortKey?: string;
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
  /** The list's search box (above the filters): what it searches, and the search in the address. */
  search?: { label: string; placeholder?: string; value: string; onChange: (search: string) => void };
  /** The current sort (`name`, `-created_at`) and how to change it: columns with a `sortKey` become buttons. */
  sort?: { value: string; onChange: (sort: string) => void };
  /** 'exportar CSV': the API's CSV of this list with the current search and filters, and the file's name. */
  exportCsv?: { path: string; fileName: string };
}

function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: NonNullable<ConsoleListProps<unknown>['search']>) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft.trim());
  };
  return (
    <Group
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      // Grows beside 'exportar CSV', but takes its own line before the field gets narrower than 16rem (a phone).
      style={{ flex: '1 1 16rem', minWidth: 0 }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: 1, minWidth: 0, maxWidth: 420 }}
      />
      <Button type="submit" variant="light">
        Buscar
      </Button>
    </Group>
  );
}

function ExportButton({ path, fileName }: { path: string; fileName: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    try {
      await downloadCsv(path, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Group gap="xs" align="center">
      {state === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {c.exportFailed}
        </Text>
      )}
      <Button variant="default" onClick={() => void run()} loading={state === 'busy'}>
        exportar CSV
      </Button>
    </Group>
  );
}

const SORT_MARK = { ascending: '↑', descending: '↓' } as const;

/** A sortable header: the column's name and its direction, pressed to sort by it (then the other way). */
function SortButton({
  header,
  state,
  onPress,
}: {
  header: string;
  state?: 'ascending' | 'descending';
  onPress: () => void;
}) {
  const then = state === 'ascending' ? 'decrescente' : 'crescente';
  return (
    <UnstyledButton
      onClick={onPress}
      fw={700}
      fz="sm"
      aria-label={`Ordenar por ${header.toLowerCase()}, ${then}`}
    >
      {header} <span aria-hidden="true">{state ? SORT_MARK[state] : '↕'}</span>
    </UnstyledButton>
  );
}

const sortStateOf = (sort: string | undefined, key: string | undefined) =>
  !sort || !key ? undefined : sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : undefined;

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
  search,
  sort,
  exportCsv,
}: ConsoleListProps<Row>) {
  const busy = Boolean(query.isPlaceholderData);
  const headerOf = (column: ConsoleColumn<Row>) => {
    if (!sort || !column.sortKey) return column.headerContent ?? column.header;
    const key = column.sortKey;
    return (
      <SortButton
        header={column.header}
        state={sortStateOf(sort.value, key)}
        onPress={() => sort.onChange(nextSort(sort.value, key))}
      />
    );
  };
  return (
    <>
      {(search || exportCsv) && (
        <Card withBorder radius="lg" py="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            {search ? <SearchBox {...search} /> : <span />}
            {exportCsv && <ExportButton {...exportCsv} />}
          </Group>
        </Card>
      )}
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
                      aria-sort={
                        column.sort ??
                        (sort && column.sortKey
                          ? (sortStateOf(sort.value, column.sortKey) ?? 'none')
                          : undefined)
                      }
                      data-align={column.align}
                      pos={column.hideHeader ? 'relative' : undefined}
                    >
                      {column.hideHeader ? (
                        <VisuallyHidden>{column.header}</VisuallyHidden>
                      ) : (
                        headerOf(column)
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
