import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import { refundSchema } from './refund-schema';
import { fieldErrors } from '@telehealth/shared/test-support/field-errors';

describe('refundSchema', () => {
  const schema = refundSchema('120.50');
  const partial = (amount: string) =>
    fieldErrors(schema, { type: 'partial_refund', amount, reason: 'Duplicate' });

  it('ignores the amount for a full refund', () => {
    expect(fieldErrors(schema, { type: 'full_refund', amount: '', reason: 'Duplicate' })).toEqual({});
  });

  it('refuses a partial amount that is missing, not above zero, above the total or the whole total, each with its message', () => {
    expect(partial('')).toEqual({ amount: 'Please enter amount' });
    expect(partial('  ')).toEqual({ amount: 'Please enter amount' });
    expect(partial('0')).toEqual({ amount: 'Enter a valid amount' });
    expect(partial('0.00')).toEqual({ amount: 'Enter a valid amount' });
    expect(partial('-5')).toEqual({ amount: 'Enter a valid amount' });
    expect(partial('abc')).toEqual({ amount: 'Enter a valid amount' });
    expect(partial('120.51')).toEqual({ amount: 'Refund amount cannot be greater than total amount' });
    expect(partial('120.5')).toEqual({ amount: 'Please select the Full Refund option' });
    expect(partial('120.50')).toEqual({ amount: 'Please select the Full Refund option' });
    expect(partial('0.01')).toEqual({});
    expect(partial('120.49')).toEqual({});
  });

  it('compares in cents, without float error', () => {
    const small = refundSchema(0.3);
    expect(fieldErrors(small, { type: 'partial_refund', amount: '0.3', reason: 'x' })).toEqual({
      amount: 'Please select the Full Refund option',
    });
    expect(
      fieldErrors(refundSchema(0.1 + 0.2), { type: 'partial_refund', amount: '0.30', reason: 'x' }),
    ).toEqual({
      amount: 'Please select the Full Refund option',
    });
  });

  it('requires a reason, rejects whitespace only, and allows 250 characters', () => {
    const withReason = (reason: string) => fieldErrors(schema, { type: 'full_refund', amount: '', reason });
    expect(withReason('')).toEqual({ reason: 'Please enter reason' });
    expect(withReason('   \n ')).toEqual({ reason: 'Please enter reason' });
    expect(withReason('a'.repeat(250))).toEqual({});
    expect(withReason('a'.repeat(251))).toEqual({ reason: 'Reason must be at most 250 characters' });
  });

  it('reports amount and reason together', () => {
    expect(fieldErrors(schema, { type: 'partial_refund', amount: '', reason: '' })).toEqual({
      amount: 'Please enter amount',
      reason: 'Please enter reason',
    });
  });

  it('reports amount and reason together through the form resolver (abortPipeEarly)', async () => {
    const resolve = valibotResolver(schema);
    const messages = async (amount: string) => {
      const { errors } = await resolve({ type: 'partial_refund', amount, reason: '' }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
    };
    expect(await messages('')).toEqual({ amount: 'Please enter amount', reason: 'Please enter reason' });
    expect(await messages('0')).toEqual({ amount: 'Enter a valid amount', reason: 'Please enter reason' });
    expect(await messages('500')).toEqual({
      amount: 'Refund amount cannot be greater than total amount',
      reason: 'Please enter reason',
    });
  });

  it('outputs the reason trimmed', () => {
    expect(v.parse(schema, { type: 'partial_refund', amount: '10', reason: '  late  ' })).toEqual({
      type: 'partial_refund',
      amount: '10',
      reason: 'late',
    });
  });
});

describe('refundSchema through valibotResolver', () => {
  it('puts the refund amount message on the amount field', async () => {
    const resolver = valibotResolver(refundSchema(50));
    const values = { type: 'partial_refund' as const, amount: '60', reason: 'Late' };
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((result.errors as FieldErrors).amount?.message).toBe(
      'Refund amount cannot be greater than total amount',
    );
  });
});
