import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test-support/render-routes';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function open(hash: string) {
  window.history.replaceState(null, '', `/accept-invitation${hash}`);
  return renderRoutes(
    { '/accept-invitation': <AcceptInvitationPage />, '/login': <p>login page</p> },
    '/accept-invitation',
  );
}

afterEach(() => jest.restoreAllMocks());

describe('AcceptInvitationPage', () => {
  it('sets the name and password once, then leads to sign-in; the token leaves the address bar', async () => {
    const requests = fakeApi({
      'POST /admin-invitations/check': { data: { email: 'fin@example.com', role: 'finance' } },
      'POST /admin-invitations/accept': { data: { email: 'fin@example.com' } },
    });
    open(`#token=${TOKEN}`);
    expect(await screen.findByText(/You are invited as Finance with fin@example.com/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    // What the password needs, not the reset flow's 'Please enter valid password'.
    expect(screen.getByText('Choose a password of at least 6 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Fay Finance');
    await userEvent.type(screen.getByLabelText('Password'), 'Money@123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Money@124');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Confirm Password must be same as password')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Money@123');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('Sign in with fin@example.com and the password you chose.'),
    ).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ token: TOKEN, full_name: 'Fay Finance', password: 'Money@123' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('says why a used, revoked, expired or forged link cannot be used, and offers no form', async () => {
    fakeApi({
      'POST /admin-invitations/check': {
        status: 410,
        message: 'This invitation has already been used. Sign in with your e-mail and password.',
      },
    });
    open(`#token=${TOKEN}`);
    expect(
      await screen.findByText(
        'This invitation has already been used. Sign in with your e-mail and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('a link without a token is not valid, and nothing is asked of the API', async () => {
    const requests = fakeApi({});
    open('');
    expect(
      await screen.findByText('This invitation link is not valid. Ask an Owner to invite you again.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
