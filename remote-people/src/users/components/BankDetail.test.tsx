import { screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { BANK_ERROR_TEXT, BankDetail } from './BankDetail';

describe('BankDetail', () => {
  it('shows the account without the error panel when all is well', () => {
    renderWithProviders(
      <BankDetail
        bank={{ bank_name: 'Chase', last4: '6789', has_error: false }}
        stripe={{ stripe_id: 'acct_1', active: true }}
      />,
    );
    expect(screen.getByText('Chase')).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 6789')).toBeInTheDocument();
    expect(screen.queryByText(BANK_ERROR_TEXT)).not.toBeInTheDocument();
  });

  it('shows the exact error text when the account has a problem', () => {
    renderWithProviders(
      <BankDetail bank={{ bank_name: 'Chase', last4: '6789', has_error: true }} stripe={null} />,
    );
    expect(
      screen.getByText(
        'There is something wrong with the bank account. Please see the dashboard for more details.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no account was added', () => {
    renderWithProviders(<BankDetail bank={null} stripe={null} />);
    expect(screen.getByText('No bank account added yet.')).toBeInTheDocument();
  });
});
