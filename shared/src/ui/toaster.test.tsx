import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { notifyError, notifySuccess } from './toaster';

describe('toaster', () => {
  it('shows success and error toasts with the given text', async () => {
    renderWithProviders(<div />);
    act(() => {
      notifySuccess('Login Success');
      notifyError('Something went wrong!');
    });
    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});
