import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markFirstScreenShown } from './after-first-screen';
import { deferredControl, type OpensAtOnce } from './deferred-control';

function RealControl({ openAtOnce = false }: OpensAtOnce) {
  return (
    <button type="button" aria-expanded={openAtOnce}>
      Theme (real)
    </button>
  );
}

function controlled() {
  let resolve: (component: typeof RealControl) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<typeof RealControl>((done) => {
        resolve = done;
      }),
  );
  const Deferred = deferredControl(load, ({ onUse }) => (
    <button type="button" onClick={onUse}>
      Theme
    </button>
  ));
  return { Deferred, load, arrive: () => resolve(RealControl) };
}

describe('a control deferred until the first screen is shown', () => {
  it('shows its stand-in and loads nothing before the first screen; a press loads it and opens it', async () => {
    const { Deferred, load, arrive } = controlled();
    render(<Deferred />);
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    expect(await screen.findByRole('button', { name: 'Theme (real)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('loads once the first screen is shown and renders closed, keeping the focus on its trigger', async () => {
    const { Deferred, load, arrive } = controlled();
    render(<Deferred />);
    screen.getByRole('button', { name: 'Theme' }).focus();
    markFirstScreenShown();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveFocus(); // the stand-in while it loads
    arrive();
    const real = await screen.findByRole('button', { name: 'Theme (real)' });
    expect(real).toHaveAttribute('aria-expanded', 'false');
    expect(real).toHaveFocus();
  });

  it('does not swap its stand-in under a pressed pointer: the press opens it', async () => {
    const { Deferred, load, arrive } = controlled();
    render(<Deferred />);
    const standIn = screen.getByRole('button', { name: 'Theme' });
    fireEvent.pointerDown(standIn);
    markFirstScreenShown();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: 'Theme' })).toBe(standIn); // still the stand-in

    fireEvent.pointerUp(window);
    fireEvent.click(standIn);
    expect(await screen.findByRole('button', { name: 'Theme (real)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
