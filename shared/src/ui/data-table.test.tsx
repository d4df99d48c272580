import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { DataTable, type DataTableColumn, type RowSelection } from './data-table';
import type { SortState } from '@telehealth/shared/url';

type Doctor = { uid: string; name: string; npi: string };

const columns: DataTableColumn<Doctor>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name, sortField: 'full_name' },
  { key: 'npi', header: 'NPI Number', render: (row) => row.npi },
  { key: 'position', header: 'Position', render: (_row, index) => `row ${index}`, align: 'end' },
];

const rows: Doctor[] = [
  { uid: 'a', name: 'Ada Lane', npi: '111' },
  { uid: 'b', name: 'Ben Cole', npi: '222' },
];

describe('DataTable', () => {
  it('renders headers and one row per item through the column renderers', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.uid} />);
    expect(screen.getByRole('columnheader', { name: 'NPI Number' })).toBeInTheDocument();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[1]).getByText('Ben Cole')).toBeInTheDocument();
    expect(within(bodyRows[1]).getByText('row 1')).toBeInTheDocument();
  });

  it('numbers rows from firstRowNumber in a leading # column', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.uid} firstRowNumber={21} />,
    );
    expect(screen.getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(within(bodyRows[0]).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(within(bodyRows[1]).getAllByRole('cell')[0]).toHaveTextContent('22');
  });

  it('shows No Data when there are no rows, or the given empty text', () => {
    const { rerender } = renderWithProviders(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.uid} />,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
    rerender(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.uid} emptyText="No Board Certifications" />,
    );
    expect(screen.getByText('No Board Certifications')).toBeInTheDocument();
  });

  it('shows skeleton rows instead of data while loading', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.uid} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.queryByText('Ada Lane')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('cycles a sortable header ascending, descending, none and reflects it in aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const table = (sort: SortState) => (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.uid}
        sort={sort}
        onSortChange={onSortChange}
      />
    );
    const { rerender } = renderWithProviders(table(null));
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'NPI Number' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'full_name', direction: 'ASC' });

    rerender(table({ field: 'full_name', direction: 'ASC' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('sort-asc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'full_name', direction: 'DESC' });

    rerender(table({ field: 'full_name', direction: 'DESC' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('sort-desc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });
});

describe('DataTable scrollLabel', () => {
  it('names the scroll area and lets the keyboard focus it, so a table without links can be scrolled', () => {
    renderWithProviders(
      <DataTable
        columns={[{ key: 'a', header: 'A', render: (row: { a: string }) => row.a }]}
        rows={[{ a: 'x' }]}
        rowKey={(row) => row.a}
        scrollLabel="Audit log entries"
      />,
    );
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});

describe('DataTable selection', () => {
  type Row = { uid: string; name: string };
  const people: Row[] = [
    { uid: 'a', name: 'Ada Lane' },
    { uid: 'b', name: 'Ben Cole' },
    { uid: 'c', name: 'Cy Park' },
  ];

  const renders: string[] = [];
  // Stable columns, as a list's are (a module constant).
  const cols: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => {
        renders.push(row.uid);
        return <a href={`/people/${row.uid}`}>{row.name}</a>;
      },
    },
  ];

  function table(selected: Set<string>, toggle = jest.fn(), setPage = jest.fn()) {
    const selection: RowSelection<Row> = {
      isSelected: (id) => selected.has(id),
      toggle,
      setPage,
      label: (row) => row.name,
    };
    return (
      <DataTable
        columns={cols}
        rows={people}
        rowKey={(row) => row.uid}
        selection={selection}
        firstRowNumber={1}
      />
    );
  }

  it('leads each row with a checkbox named after the row, and the header with "Select all on this page"', async () => {
    const user = userEvent.setup();
    const toggle = jest.fn();
    const setPage = jest.fn();
    renderWithProviders(table(new Set(), toggle, setPage));
    const header = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(header).not.toBeChecked();
    expect(screen.getAllByRole('columnheader')[0]).toContainElement(header);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Cole' }));
    expect(toggle).toHaveBeenCalledWith(people[1]);
    await user.click(header);
    expect(setPage).toHaveBeenCalledWith(people, true);
    // The row's first cell is the checkbox, then the number: the link stays the row's first link.
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(cells[0]).getByRole('checkbox')).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('1');
  });

  it('checks the header when the whole page is selected, mixes it when part is, and unchecking it clears the page', async () => {
    const user = userEvent.setup();
    const setPage = jest.fn();
    const { rerender } = renderWithProviders(table(new Set(['a']), jest.fn(), setPage));
    const header = () =>
      screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(header().indeterminate).toBe(true);
    expect(header()).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lane' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ben Cole' })).not.toBeChecked();
    await user.click(header());
    expect(setPage).toHaveBeenLastCalledWith(people, true);

    rerender(table(new Set(['a', 'b', 'c']), jest.fn(), setPage));
    expect(header()).toBeChecked();
    expect(header().indeterminate).toBe(false);
    await user.click(header());
    expect(setPage).toHaveBeenLastCalledWith(people, false);
  });

  it('renders again only the rows whose selected state changed', () => {
    const toggle = jest.fn();
    const setPage = jest.fn();
    const { rerender } = renderWithProviders(table(new Set(), toggle, setPage));
    renders.length = 0;
    rerender(table(new Set(['b']), toggle, setPage));
    expect(renders).toEqual(['b']);
  });
});
