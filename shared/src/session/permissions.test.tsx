import { render, screen } from '@testing-library/react';
import type { SessionAdmin } from '@telehealth/shared/contracts';
import { act } from 'react';
import { Can, hasPermission, usePermission } from './permissions';
import { useSessionStore } from './session-store';

const finance = {
  uid: 'a1',
  email: 'fin@example.com',
  full_name: 'Fay Finance',
  role: 'finance',
  permissions: ['payments.view', 'payments.refund'],
} satisfies SessionAdmin;

function RefundButton() {
  return usePermission('payments.refund') ? <button type="button">Refund</button> : <p>no refund</p>;
}

describe('permissions of the session', () => {
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => act(() => useSessionStore.getState().clear()));

  it('denies everything until a sign-in or renewal answer names the admin', () => {
    useSessionStore.getState().update({ token: 't1', session_id: 's1' });
    expect(hasPermission('payments.refund')).toBe(false);
    render(
      <Can permission="payments.refund" fallback={<p>hidden</p>}>
        <button type="button">Refund</button>
      </Can>,
    );
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it("follows the admin's permissions from the answers, and forgets them on sign-out", () => {
    render(<RefundButton />);
    expect(screen.getByText('no refund')).toBeInTheDocument();
    act(() => useSessionStore.getState().update({ token: 't1', session_id: 's1', user: finance }));
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(hasPermission('doctors.approve')).toBe(false);
    // A renewal without `user` keeps what the session knew.
    act(() => useSessionStore.getState().update({ token: 't2' }));
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    act(() =>
      useSessionStore
        .getState()
        .update({ token: 't3', user: { ...finance, permissions: ['payments.view'] } }),
    );
    expect(screen.getByText('no refund')).toBeInTheDocument();
    act(() => useSessionStore.getState().update({ token: 't4', user: finance }));
    act(() => useSessionStore.getState().clear());
    expect(screen.getByText('no refund')).toBeInTheDocument();
  });
});
