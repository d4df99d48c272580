import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { changePasswordSchema } from './auth';

// The schemas are consumed through react-hook-form's resolver: forwarded checks must land on the field.
async function resolve<T extends FieldValues>(resolver: Resolver<T>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as FieldErrors;
}

describe('schemas through valibotResolver', () => {
  it('puts the mismatch message on the confirmation field', async () => {
    const errors = await resolve(valibotResolver(changePasswordSchema), {
      currentPassword: 'oldpass',
      newPassword: 'newpass',
      confirmPassword: 'other1',
    });
    expect(errors.confirmPassword?.message).toBe('Confirm Password must be same as new password');
  });
});
