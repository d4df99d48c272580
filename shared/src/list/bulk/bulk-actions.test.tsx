import { queryClient } from '@telehealth/shared/query';
import { DataTable, type DataTableColumn } from '@telehealth/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test-support/render';
import { type BulkActionSpec, BulkActions } from './BulkActions';
import type { BulkResult } from './bulk-result';
import type { MatchingPage } from './collect-matching';
import { useBulkSelection } from './use-bulk-selection';

type Doctor = { uid: string; name: string };
const doctor = (n: number): Doctor => ({ uid: `d${n}`, name: `Doctor ${n}` });
const PAGE = [1, 2, 3].map(doctor);
const COLUMNS: DataTableColumn<Doctor>[] = [
  { key: 'name', header: 'Name', render: (row) => <a href={`/doctors/${row.uid}`}>{row.name}</a> },
];
const uid = (row: Doctor) => row.uid;
const name = (row: Doctor) => row.name;

interface HarnessProps {
  rows?: Doctor[];
  resetKey?: string;
  actions: BulkActionSpec[];
  total?: number;
  load?: (page: number, pageSize: number) => Promise<MatchingPage<Doctor>>;
}

function Harness({ rows = PAGE, resetKey = 'all', actions, total, load }: HarnessProps) {
  const selection = useBulkSelection({ rowId: uid, rowName: name, resetKey });
  return (
    <main>
      <DataTable columns={COLUMNS} rows={rows} rowKey={uid} selection={selection.table} />
      <BulkActions
        selection={selection}
        noun={['doctor', 'doctors']}
        actions={actions}
        changes={['doctors']}
        matching={load ? { rows, total: total ?? rows.length, load, rowId: uid } : undefined}
      />
    </main>
  );
}

/** A page of the doctors' list read earlier: a done batch marks it stale (it changed). */
const LIST_KEY = ['doctors', 'list', { page: 0 }];
const listIsStale = () => queryClient.getQueryState(LIST_KEY)?.isInvalidated ?? false;

const answer = (results: BulkResult['results']): BulkResult => ({
  done: results.filter((item) => item.outcome === 'done').length,
  refused: results.filter((item) => item.outcome === 'refused').length,
  results,
});

const box = (label: string) => screen.getByRole('checkbox', { name: `Select ${label}` });
const bar = () => screen.queryByRole('region', { name: 'Bulk actions' });

describe('bulk selection and the action bar', () => {
  it('shows the bar from the first selected row: "<n> selected", the actions and Clear selection', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness actions={[{ key: 'approve', label: 'Approve', run: jest.fn() }]} />);
    expect(bar()).not.toBeInTheDocument();
    await user.click(box('Doctor 1'));
    await user.click(box('Doctor 3'));
    expect(bar()).toHaveTextContent('2 selected');
    expect(within(bar() as HTMLElement).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(bar()).not.toBeInTheDocument();
    expect(box('Doctor 1')).not.toBeChecked();
  });

  it('keeps the selection across pages and clears it when the filters, search or sort change', async () => {
    const user = userEvent.setup();
    const actions = [{ key: 'approve', label: 'Approve', run: jest.fn() }];
    const { rerender } = renderWithProviders(<Harness actions={actions} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(bar()).toHaveTextContent('3 selected');
    // Another page of the same list.
    rerender(<Harness actions={actions} rows={[doctor(4), doctor(5)]} />);
    await user.click(box('Doctor 4'));
    expect(bar()).toHaveTextContent('4 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    // Another filter.
    rerender(<Harness actions={actions} rows={[doctor(4), doctor(5)]} resetKey="pending" />);
    expect(bar()).not.toBeInTheDocument();
    expect(box('Doctor 4')).not.toBeChecked();
  });

  it('confirms with the count, sends one call, reports the refused items by name and keeps only them selected', async () => {
    const user = userEvent.setup();
    let finish: (result: BulkResult) => void = () => {};
    const run = jest.fn(() => new Promise<BulkResult>((resolve) => (finish = resolve)));
    queryClient.setQueryData(LIST_KEY, { rows: PAGE });
    renderWithProviders(<Harness actions={[{ key: 'approve', label: 'Approve', run }]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 3 doctors?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(['d1', 'd2', 'd3'], '');
    // While it runs nothing can be sent again.
    expect(within(confirm).getAllByRole('button').at(-1)).toBeDisabled();
    const behind = screen.getByRole('region', { name: 'Bulk actions', hidden: true });
    expect(within(behind).getByRole('button', { name: 'Approve', hidden: true })).toBeDisabled();

    await act(async () =>
      finish(
        answer([
          { id: 'd1', outcome: 'done' },
          { id: 'd2', outcome: 'refused', reason: 'Only a pending doctor can be approved (status: active)' },
          { id: 'd3', outcome: 'done' },
        ]),
      ),
    );
    const report = await screen.findByRole('dialog', { name: '2 done, 1 refused' });
    expect(within(report).getByTestId('bulk-refused')).toHaveTextContent(
      'Doctor 2: Only a pending doctor can be approved (status: active)',
    );
    expect(
      await screen.findByText('2 done, 1 refused', { selector: '[data-testid=toast] *' }),
    ).toBeInTheDocument();
    expect(listIsStale()).toBe(true);
    await user.click(within(report).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '2 done, 1 refused' })).not.toBeInTheDocument(),
    );
    expect(bar()).toHaveTextContent('1 selected');
    expect(box('Doctor 2')).toBeChecked();
    expect(box('Doctor 1')).not.toBeChecked();
  });

  it('a failed batch changes nothing: the selection stays and the dialog stays open', async () => {
    const user = userEvent.setup();
    const run = jest.fn().mockRejectedValue(new Error('Select between 1 and 500 items'));
    queryClient.setQueryData(LIST_KEY, { rows: PAGE });
    renderWithProviders(<Harness actions={[{ key: 'approve', label: 'Approve', run }]} />);
    await user.click(box('Doctor 1'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 1 doctor?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Approve' })).toBeEnabled());
    expect(confirm).toBeInTheDocument();
    expect(listIsStale()).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select Doctor 1', hidden: true })).toBeChecked();
  });

  it('asks the password once for the batch; a refused password keeps the dialog open', async () => {
    const user = userEvent.setup();
    const run = jest
      .fn()
      .mockRejectedValueOnce(new Error('Incorrect password'))
      .mockResolvedValue(
        answer([
          { id: 'd1', outcome: 'done' },
          { id: 'd2', outcome: 'done' },
        ]),
      );
    renderWithProviders(
      <Harness actions={[{ key: 'block', label: 'Block', color: 'red', ask: 'password', run }]} />,
    );
    await user.click(box('Doctor 1'));
    await user.click(box('Doctor 2'));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block 2 doctors?' });
    expect(dialog).toHaveTextContent('Enter your password to block 2 doctors.');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(['d1', 'd2'], 'wrong'));
    expect(screen.getByRole('alertdialog', { name: 'Block 2 doctors?' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Admin@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(run).toHaveBeenLastCalledWith(['d1', 'd2'], 'Admin@12345'));
    expect(run).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(
      await screen.findByText('2 done, 0 refused', { selector: '[data-testid=toast] *' }),
    ).toBeInTheDocument();
  });
});

describe('select all that match', () => {
  const actions = [{ key: 'approve', label: 'Approve', run: jest.fn() }];

  it('is offered when the whole page is selected and more match; it reads the matching rows through the list', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 45 }, (_, index) => doctor(index + 1));
    const load = jest.fn(async (page: number, pageSize: number) => {
      const limit = Math.min(pageSize, 20);
      return { rows: all.slice(page * limit, page * limit + limit), count: all.length, limit };
    });
    renderWithProviders(<Harness actions={actions} total={45} load={load} />);
    await user.click(box('Doctor 1'));
    expect(screen.queryByRole('button', { name: /Select all 45 matching/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching' }));
    await waitFor(() => expect(bar()).toHaveTextContent('45 selected'));
    expect(load.mock.calls).toEqual([
      [0, 500],
      [1, 20],
      [2, 20],
    ]);
    expect(screen.queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
  });

  it('selects the first 500 when more match, and says bulk actions take up to 500 at a time', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async (page: number, pageSize: number) => {
      const limit = Math.min(pageSize, 100);
      const rows = Array.from({ length: limit }, (_, index) => doctor(page * limit + index + 1));
      return { rows, count: 720, limit };
    });
    renderWithProviders(<Harness actions={actions} total={720} load={load} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 720 matching' }));
    await waitFor(() => expect(bar()).toHaveTextContent('500 selected'));
    expect(bar()).toHaveTextContent(
      'The first 500 of 720 matching are selected: bulk actions take up to 500 items at a time.',
    );
    expect(load).toHaveBeenCalledTimes(5);
    expect(within(bar() as HTMLElement).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
