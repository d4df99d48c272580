import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithProviders } from '../../test-support/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  uid: string;
  id: string;
  amount: string;
  share: string;
  status: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'Appointment ID', render: (row) => row.id },
  { key: 'amount', header: 'Total Amount', render: (row) => row.amount },
  { key: 'share', header: 'Doctor ($)', hiddenByDefault: true, render: (row) => row.share },
  { key: 'status', header: 'Status', render: (row) => row.status },
];
const rows: Row[] = [{ uid: 'a', id: 'A-1', amount: '$25.00', share: '$20.00', status: 'Success' }];
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DataTable with a layout (column chooser, density)', () => {
  it("applies the admin's stored layout and keeps each change through the API", async () => {
    const requests = fakeApi({
      'GET /list-layouts': {
        data: { layout: { list: 'payments', hidden: ['amount'], shown: [], density: 'comfortable' } },
      },
      'PUT /list-layouts': (request) => ({ data: { layout: request.body } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.uid} layout="payments" />);
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Status']));
    expect(requests.find((r) => r.method === 'GET')?.query.get('list')).toBe('payments');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Appointment ID' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Doctor ($)' }));
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Doctor ($)', 'Status']));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      list: 'payments',
      hidden: ['amount'],
      shown: ['share'],
      density: 'comfortable',
    });

    await user.click(screen.getByRole('button', { name: 'Compact rows' }));
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ density: 'compact' }),
    );
  });

  it('stores quick changes one after another, so the last one made is the one kept', async () => {
    const received: unknown[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    fakeApi({
      'GET /list-layouts': {
        data: { layout: { list: 'payments', hidden: [], shown: [], density: 'comfortable' } },
      },
      'PUT /list-layouts': async (request) => {
        received.push(request.body);
        if (received.length === 1) await firstHeld;
        return { data: { layout: request.body } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.uid} layout="payments" />);
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Total Amount', 'Status']));
    await user.click(screen.getByRole('button', { name: 'Compact rows' }));
    await user.click(screen.getByRole('button', { name: 'Compact rows' }));
    // The second change waits for the first store to be answered before it is sent.
    await waitFor(() => expect(received).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'false');
    releaseFirst();
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((body) => (body as { density: string }).density)).toEqual(['compact', 'comfortable']);
  });

  it('without a layout every column shows and no chooser is drawn', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.uid} />);
    expect(headers()).toEqual(['Appointment ID', 'Total Amount', 'Doctor ($)', 'Status']);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  });

  it('keeps two changes made before the first has landed (each applies to the layout as it is then)', async () => {
    const requests = fakeApi({
      'GET /list-layouts': {
        data: { layout: { list: 'payments', hidden: [], shown: [], density: 'comfortable' } },
      },
      'PUT /list-layouts': (request) => ({ data: { layout: request.body } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.uid} layout="payments" />);
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Total Amount', 'Status']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    // Two clicks in one go: the second comes while the first still waits to be applied.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Doctor ($)' }));
    // Drawn in the click's own event: the box the admin ticked is ticked at once.
    expect(within(dialog).getByRole('checkbox', { name: 'Doctor ($)' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Total Amount' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Total Amount' })).not.toBeChecked();
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Doctor ($)', 'Status']));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
        hidden: ['amount'],
        shown: ['share'],
      }),
    );
  });
});
