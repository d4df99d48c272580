import { screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { IncompatibleRemoteError } from './contract-check';
import { RemoteIncompatible } from './RemoteIncompatible';

const LABEL = 'Specialties, services and board certifications';

describe('RemoteIncompatible', () => {
  it('asks for a reload when the module needs a newer shell, naming its version and its range', () => {
    const error = new IncompatibleRemoteError(
      { name: 'catalog', version: '0.3.0', builtAt: '', contract: '^4.0.0' },
      { fits: false, problem: 'needs-newer-shell' },
    );
    renderWithProviders(<RemoteIncompatible moduleLabel={LABEL} error={error} />, { route: '/' });
    const panel = screen.getByTestId('remote-incompatible');
    expect(panel).toHaveTextContent(`The ${LABEL} module needs a newer shell: reload`);
    expect(panel).toHaveTextContent(
      'Version 0.3.0 of this module needs contract ^4.0.0; this shell offers 3.1.0. Reloading the page loads the newest shell.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says the module is too old when the shell moved past its range, without a Reload button', () => {
    const error = new IncompatibleRemoteError(
      { name: 'catalog', version: '0.0.9', builtAt: '', contract: '^1.0.0' },
      { fits: false, problem: 'too-old' },
    );
    renderWithProviders(<RemoteIncompatible moduleLabel={LABEL} error={error} />, { route: '/' });
    expect(screen.getByTestId('remote-incompatible')).toHaveTextContent(
      `The ${LABEL} module is too old for this shell`,
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
