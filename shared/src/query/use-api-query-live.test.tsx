import { act, render, screen, waitFor } from '@testing-library/react';
import { publishLiveChanges } from '@telehealth/shared/api';
import { useApiQuery } from './use-api-query';

function Count({
  load,
  topic = 'enquiries',
}: {
  load: (signal: AbortSignal) => Promise<number>;
  topic?: string;
}) {
  const query = useApiQuery(['count', topic], load, { live: [topic] });
  return (
    <output>
      {query.status === 'loading' ? `loading ${query.data ?? ''}` : `${query.status} ${query.data}`}
    </output>
  );
}

describe('useApiQuery with live topics', () => {
  it('reads again, quietly, when one of its topics changes, and not for other topics', async () => {
    let answer = 1;
    const load = jest.fn(async () => answer);
    render(<Count load={load} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ready 1'));

    act(() => publishLiveChanges(['payments']));
    expect(load).toHaveBeenCalledTimes(1);

    answer = 2;
    act(() => publishLiveChanges(['payments', 'enquiries']));
    // No loading state in between: the old answer stays until the new one replaces it.
    expect(screen.getByRole('status')).toHaveTextContent('ready 1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ready 2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('follows a topic this library has never heard of: the API module owning it names it', async () => {
    const load = jest.fn(async () => 1);
    render(<Count load={load} topic="greenhouses" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => publishLiveChanges(['greenhouses']));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('a failed quiet read keeps what is shown', async () => {
    let fail = false;
    const load = jest.fn(async () => {
      if (fail) throw new Error('down');
      return 7;
    });
    render(<Count load={load} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ready 7'));
    fail = true;
    act(() => publishLiveChanges(['enquiries']));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent('ready 7');
  });

  it('stops listening when unmounted', async () => {
    const load = jest.fn(async () => 1);
    const { unmount } = render(<Count load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    unmount();
    act(() => publishLiveChanges(['enquiries']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
