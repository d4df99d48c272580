import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { DataTable, type DataTableColumn } from './data-table';
import type { SortState } from './sort';

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
