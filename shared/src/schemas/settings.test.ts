import { paymentSettingsSchema } from './settings';
import { fieldErrors } from '../../test-support/field-errors';

const valid = { admin_email: 'admin@example.com', admin_commission: '10', cancellation_fee: '5' };

describe('paymentSettingsSchema', () => {
  it('requires each field with its own message', () => {
    expect(
      fieldErrors(paymentSettingsSchema, { admin_email: '', admin_commission: '', cancellation_fee: '' }),
    ).toEqual({
      admin_email: 'Please enter admin email',
      admin_commission: 'Please enter valid commission',
      cancellation_fee: 'Please enter valid fee',
    });
  });

  it('checks the e-mail shape and its 50-character limit', () => {
    expect(fieldErrors(paymentSettingsSchema, { ...valid, admin_email: 'nope' })).toEqual({
      admin_email: 'Please enter a valid admin email',
    });
    expect(
      fieldErrors(paymentSettingsSchema, { ...valid, admin_email: `${'a'.repeat(40)}@example.com` }),
    ).toEqual({
      admin_email: 'Admin email must be at most 50 characters',
    });
  });

  it('accepts percentages from 0 to 99 only', () => {
    expect(
      fieldErrors(paymentSettingsSchema, { ...valid, admin_commission: '100', cancellation_fee: '-1' }),
    ).toEqual({
      admin_commission: 'Please enter valid commission',
      cancellation_fee: 'Please enter valid fee',
    });
    expect(fieldErrors(paymentSettingsSchema, { ...valid, admin_commission: 'ten' })).toEqual({
      admin_commission: 'Please enter valid commission',
    });
    expect(
      fieldErrors(paymentSettingsSchema, { ...valid, admin_commission: '0', cancellation_fee: '99' }),
    ).toEqual({});
    expect(
      fieldErrors(paymentSettingsSchema, { ...valid, admin_commission: 2.5, cancellation_fee: '99.00' }),
    ).toEqual({});
  });
});
