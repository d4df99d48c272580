import { toaster } from '@telehealth/shared/ui';
import { act, screen } from '@testing-library/react';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { openUserInMainSite } from './open-user-in-main-site';

const MAIN_SITE = 'https://main.example.com/#session_id=9b1c';

function setUserActivation(isActive: boolean | undefined) {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: isActive === undefined ? undefined : { isActive },
  });
}

describe('openUserInMainSite (Edit)', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    toaster.remove();
    renderWithProviders(<div />); // the toaster lives in the UI provider
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    setUserActivation(true);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setUserActivation(undefined);
  });

  it('opens the address the API answers, in a new tab without opener or referrer', async () => {
    const requests = fakeApi({ 'POST /auth/user': { data: { session_id: '9b1c', url: MAIN_SITE } } });
    await act(() => openUserInMainSite('user-7'));
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', body: { user_uid: 'user-7' } })]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(MAIN_SITE, '_blank', 'noopener,noreferrer');
  });

  it("shows the API's message when it refuses (e.g. no main site configured) and opens nothing", async () => {
    fakeApi({ 'POST /auth/user': { status: 409, message: 'No main site is configured' } });
    await act(() => openUserInMainSite('user-7'));
    expect(await screen.findByText('No main site is configured')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong!' when the API gives no message or no address", async () => {
    fakeApi({ 'POST /auth/user': { status: 500 } });
    await act(() => openUserInMainSite('user-7'));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();

    toaster.remove();
    fakeApi({ 'POST /auth/user': { data: { session_id: '9b1c' } } });
    await act(() => openUserInMainSite('user-7'));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for another click when the browser no longer allows the tab', async () => {
    fakeApi({ 'POST /auth/user': { data: { session_id: '9b1c', url: MAIN_SITE } } });
    setUserActivation(false);
    await act(() => openUserInMainSite('user-7'));
    expect(
      await screen.findByText('The new tab could not be opened in time: click Edit again'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
