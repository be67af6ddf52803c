import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api/client';
import { type ConsoleColumn, ConsoleList, type ListQuery } from './ConsoleList';
import { useListState, withListQuery } from './listParams';
import { renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiRequest: vi.fn(),
}));

interface Fruit {
  id: string;
  name: string;
  price: string;
}

const columns: ConsoleColumn<Fruit>[] = [
  { header: 'Fruta', primary: true, cell: (fruit) => fruit.name },
  { header: 'Preço', align: 'right', nowrap: true, cell: (fruit) => fruit.price },
  {
    header: 'Ações',
    hideHeader: true,
    cell: (fruit) => <Button aria-label={`Editar ${fruit.name}`}>Editar</Button>,
  },
];

const rows: Fruit[] = [
  { id: 'f1', name: 'Caju', price: 'R$ 4,00' },
  { id: 'f2', name: 'Pitanga', price: 'R$ 6,50' },
];

const loaded: ListQuery = { isError: false, isPending: false, refetch: () => undefined };

function renderList(props: {
  rows?: Fruit[];
  query?: ListQuery;
  onPage?: (page: number) => void;
  filters?: ReactNode;
}) {
  return renderAt(
    <ConsoleList
      label="Frutas"
      columns={columns}
      rows={props.rows}
      rowKey={(fruit) => fruit.id}
      query={props.query ?? loaded}
      errorMessage="Ocorreu um erro ao listar as frutas!"
      emptyMessage="Nenhuma fruta encontrada."
      minWidth={600}
      filters={props.filters}
      pager={{ label: 'Páginas de frutas', page: 1, total: 3, onChange: props.onPage ?? (() => undefined) }}
    />,
    { path: '/operador/frutas' },
  );
}

describe('a console list', () => {
  it('shows a named table with its headers and one row per item, the actions header only to screen readers', async () => {
    renderList({ rows });
    const table = await screen.findByRole('table', { name: 'Frutas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fruta', 'Preço', 'Ações']);
    const [, ...body] = within(table).getAllByRole('row');
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Caju', 'R$ 4,00', 'Editar'],
      ['Pitanga', 'R$ 6,50', 'Editar'],
    ]);
    expect(within(body[1]!).getByRole('button', { name: 'Editar Pitanga' })).toBeTruthy();
  });

  it("labels every cell with its column's name, for the cards of narrow screens", async () => {
    renderList({ rows });
    const table = await screen.findByRole('table', { name: 'Frutas' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Fruta', 'Preço', 'Ações']);
    expect(cells[0]!.hasAttribute('data-primary')).toBe(true);
    expect(cells[1]!.hasAttribute('data-primary')).toBe(false);
    expect(cells[1]!.getAttribute('data-align')).toBe('right');
    expect(cells[1]!.hasAttribute('data-nowrap')).toBe(true);
    expect(cells[2]!.hasAttribute('data-unlabelled')).toBe(true);
  });

  it('says so when there is nothing to list, in a row across every column', async () => {
    renderList({ rows: [] });
    const empty = await screen.findByText('Nenhuma fruta encontrada.');
    expect(empty.closest('td')!.getAttribute('colspan')).toBe('3');
  });

  it('shows the error instead of the table, with a retry that asks again', async () => {
    const refetch = vi.fn();
    renderList({ rows: undefined, query: { isError: true, isPending: false, refetch } });
    expect((await screen.findByRole('alert')).textContent).toContain('Ocorreu um erro ao listar as frutas!');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the filters in view while loading, then pages through the list', async () => {
    const { unmount } = renderList({
      rows: undefined,
      query: { isError: false, isPending: true, refetch: () => undefined },
      filters: <input aria-label="Buscar fruta" />,
    });
    expect(await screen.findByRole('status', { name: 'Carregando' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Buscar fruta' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Páginas de frutas' })).toBeNull();
    unmount();

    const onPage = vi.fn();
    renderList({ rows, onPage });
    const pages = await screen.findByRole('navigation', { name: 'Páginas de frutas' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

/** A page using the kit as the console's lists do: search and sort in the address, the export beside them. */
function SearchableFruits({ onPath }: { onPath: (path: string) => void }) {
  const [state, setState] = useListState('name');
  const [page] = useState(1);
  onPath(withListQuery(`/fruits?page[number]=${page}`, state));
  return (
    <ConsoleList
      label="Frutas"
      columns={[{ ...columns[0]!, sortKey: 'name' }, { ...columns[1]!, sortKey: 'price' }, columns[2]!]}
      rows={rows}
      rowKey={(fruit) => fruit.id}
      query={loaded}
      errorMessage="Ocorreu um erro ao listar as frutas!"
      emptyMessage="Nenhuma fruta encontrada."
      minWidth={600}
      search={{
        label: 'Buscar frutas',
        placeholder: 'Nome',
        value: state.search,
        onChange: (search) => setState({ search }),
      }}
      sort={{ value: state.sort, onChange: (sort) => setState({ sort }) }}
      exportCsv={{ path: withListQuery('/fruits.csv', state), fileName: 'frutas.csv' }}
    />
  );
}

describe('a console list with search, sort and export', () => {
  it('searches on submit, keeping the search in the address and asking the API with filter[search]', async () => {
    const paths: string[] = [];
    const user = userEvent.setup();
    const { router } = renderAt(<SearchableFruits onPath={(path) => paths.push(path)} />, {
      path: '/operador/frutas?pagina=3',
      pattern: '/operador/frutas',
    });
    const box = await screen.findByRole('searchbox', { name: 'Buscar frutas' });
    await user.type(box, ' pitãnga {Enter}');
    expect(router.state.location.search).toBe('?busca=pit%C3%A3nga');
    expect(paths.at(-1)).toBe('/fruits?page[number]=1&filter%5Bsearch%5D=pit%C3%A3nga&sort=name');
    expect(screen.getByRole('search', { name: 'Buscar frutas' })).toBeTruthy();
  });

  it('sorts by a column from its header: ascending, then descending, with aria-sort on the header', async () => {
    const paths: string[] = [];
    const user = userEvent.setup();
    const { router } = renderAt(<SearchableFruits onPath={(path) => paths.push(path)} />, {
      path: '/operador/frutas',
    });
    const table = await screen.findByRole('table', { name: 'Frutas' });
    const [nameHeader, priceHeader] = within(table).getAllByRole('columnheader');
    expect(nameHeader!.getAttribute('aria-sort')).toBe('ascending');
    expect(priceHeader!.getAttribute('aria-sort')).toBe('none');

    await user.click(within(priceHeader!).getByRole('button', { name: 'Ordenar por preço, crescente' }));
    expect(router.state.location.search).toBe('?ordem=price');
    expect(priceHeader!.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader!.getAttribute('aria-sort')).toBe('none');

    await user.click(within(priceHeader!).getByRole('button', { name: 'Ordenar por preço, decrescente' }));
    expect(router.state.location.search).toBe('?ordem=-price');
    expect(priceHeader!.getAttribute('aria-sort')).toBe('descending');
    expect(paths.at(-1)).toBe('/fruits?page[number]=1&sort=-price');
  });

  it("exports the list as shown with 'exportar CSV': the API's CSV with the search and sort, with its BOM", async () => {
    const request = vi.mocked(apiRequest);
    request.mockResolvedValue('Fruta;Preço\r\nCaju;4,00\r\n');
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:frutas';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt(<SearchableFruits onPath={() => undefined} />, {
      path: '/operador/frutas?busca=caju&ordem=-price',
      pattern: '/operador/frutas',
    });
    await user.click(await screen.findByRole('button', { name: 'exportar CSV' }));
    expect(request).toHaveBeenCalledWith('/fruits.csv?filter%5Bsearch%5D=caju&sort=-price');
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0]!.text()).toBe('\uFEFFFruta;Preço\r\nCaju;4,00\r\n');
    click.mockRestore();
  });

  it('says so when the export fails, and the button stays usable', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderAt(<SearchableFruits onPath={() => undefined} />, { path: '/operador/frutas' });
    await user.click(await screen.findByRole('button', { name: 'exportar CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível exportar. Tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'exportar CSV' })).toBeTruthy();
  });
});
