import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { Input } from './chakra-core';

describe('FormField', () => {
  it('labels its input and shows the error instead of the helper text', async () => {
    const { rerender } = renderWithProviders(
      <FormField label="Specialty" helperText="Up to 50 characters">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Specialty' })).toBeInTheDocument();
    expect(await screen.findByText('Up to 50 characters')).toBeInTheDocument();
    rerender(
      <FormField label="Specialty" helperText="Up to 50 characters" error="Please enter specialty">
        <Input />
      </FormField>,
    );
    expect(await screen.findByText('Please enter specialty')).toBeInTheDocument();
    expect(screen.queryByText('Up to 50 characters')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Specialty' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PasswordInput', () => {
  it('toggles between hidden and shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FormField label="Current Password">
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('Current Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
