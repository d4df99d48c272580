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

describe('a column hidden on a narrow table (hideBelow)', () => {
  const widthColumns: DataTableColumn<Row>[] = [
    { key: 'id', header: 'Appointment ID', render: (row) => row.id },
    { key: 'amount', header: 'Total Amount', hideBelow: 1000, render: (row) => row.amount },
    { key: 'status', header: 'Status', render: (row) => row.status },
  ];
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const boxWidth = (px: number) =>
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => px });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  });

  it('is hidden by default in a box narrower than its width, shown in a wider one', async () => {
    fakeApi({
      'GET /list-layouts': {
        data: { layout: { list: 'payments', hidden: [], shown: [], density: 'comfortable' } },
      },
    });
    boxWidth(894);
    const narrow = renderWithProviders(
      <DataTable columns={widthColumns} rows={rows} rowKey={(row) => row.uid} layout="payments" />,
    );
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Status']));
    narrow.unmount();
    boxWidth(1152);
    renderWithProviders(
      <DataTable columns={widthColumns} rows={rows} rowKey={(row) => row.uid} layout="payments" />,
    );
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Total Amount', 'Status']));
  });

  it("keeps the admin's choice at every width: shown stays shown when narrow, hidden stays hidden when wide", async () => {
    const requests = fakeApi({
      'GET /list-layouts': {
        data: { layout: { list: 'payments', hidden: [], shown: [], density: 'comfortable' } },
      },
      'PUT /list-layouts': (request) => ({ data: { layout: request.body } }),
    });
    boxWidth(894);
    renderWithProviders(
      <DataTable columns={widthColumns} rows={rows} rowKey={(row) => row.uid} layout="payments" />,
    );
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Status']));
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Total Amount' }));
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Total Amount', 'Status']));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
        hidden: [],
        shown: ['amount'],
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Total Amount' }));
    await waitFor(() => expect(headers()).toEqual(['Appointment ID', 'Status']));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
        hidden: ['amount'],
        shown: [],
      }),
    );
  });
});
