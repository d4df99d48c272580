import { refreshDashboard } from '@telehealth/shared/api';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DASHBOARD_POLL_DELAY_MS, useDashboardPoller } from './use-dashboard-poller';

jest.mock('@telehealth/shared/api', () => ({
  ...jest.requireActual('@telehealth/shared/api'),
  refreshDashboard: jest.fn(),
}));
const refresh = jest.mocked(refreshDashboard);

function Poller() {
  useDashboardPoller();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Poller /> }], { initialEntries: [path] });
  const { unmount } = render(<RouterProvider router={router} />);
  return Object.assign(router, { unmount });
}

describe('useDashboardPoller', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    refresh.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('refreshes the dashboard flags 3 seconds after the page opens', () => {
    renderAt('/admin/dashboard');
    act(() => jest.advanceTimersByTime(DASHBOARD_POLL_DELAY_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(DASHBOARD_POLL_DELAY_MS).toBe(3000);
  });

  it('refreshes again 3 seconds after every route change, query changes included', async () => {
    const router = renderAt('/admin/dashboard');
    act(() => jest.advanceTimersByTime(3000));
    await act(() => router.navigate('/admin/doctors'));
    act(() => jest.advanceTimersByTime(3000));
    await act(() => router.navigate('/admin/doctors?page=1'));
    act(() => jest.advanceTimersByTime(3000));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('restarts the wait when the admin moves on before it ends', async () => {
    const router = renderAt('/admin/dashboard');
    act(() => jest.advanceTimersByTime(2000));
    await act(() => router.navigate('/admin/patients'));
    act(() => jest.advanceTimersByTime(2000));
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops when the shell goes away', () => {
    const router = renderAt('/admin/dashboard');
    router.unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(refresh).toHaveBeenCalledTimes(0);
  });
});
