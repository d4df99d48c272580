import * as v from 'valibot';
import { boardCertificationSchema, serviceSchema, specialtySchema } from './catalog-schemas';
import { fieldErrors } from '@telehealth/shared/test-support/field-errors';

describe('specialtySchema', () => {
  it('requires a name of at most 50 characters', () => {
    expect(fieldErrors(specialtySchema, { name: '' })).toEqual({ name: 'Please enter specialty' });
    expect(fieldErrors(specialtySchema, { name: '   ' })).toEqual({ name: 'Please enter specialty' });
    expect(fieldErrors(specialtySchema, { name: 'a'.repeat(51) })).toEqual({
      name: 'Specialty must be at most 50 characters',
    });
    expect(fieldErrors(specialtySchema, { name: 'a'.repeat(50) })).toEqual({});
  });
});

describe('serviceSchema', () => {
  it('requires a name of at most 50 characters, trimmed', () => {
    expect(fieldErrors(serviceSchema, { name: ' ', cost: '10' })).toEqual({ name: 'Please enter service' });
    expect(fieldErrors(serviceSchema, { name: 'a'.repeat(51), cost: '10' })).toEqual({
      name: 'Service must be at most 50 characters',
    });
    expect(v.parse(serviceSchema, { name: '  Consult  ', cost: '10' }).name).toBe('Consult');
  });

  it('requires a numeric cost from 1 to 9999', () => {
    const cost = (value: string | number) => fieldErrors(serviceSchema, { name: 'Consult', cost: value });
    expect(cost('')).toEqual({ cost: 'Please enter cost' });
    expect(cost('abc')).toEqual({ cost: 'Please enter valid cost' });
    expect(cost('0')).toEqual({ cost: 'Please enter valid cost' });
    expect(cost('10000')).toEqual({ cost: 'Please enter valid cost' });
    expect(cost('-5')).toEqual({ cost: 'Please enter valid cost' });
    expect(cost('1')).toEqual({});
    expect(cost('9999')).toEqual({});
    expect(cost('49.99')).toEqual({});
    expect(cost(120)).toEqual({});
  });
});

describe('boardCertificationSchema', () => {
  it('requires a name of at most 50 characters and trims leading whitespace', () => {
    expect(fieldErrors(boardCertificationSchema, { name: '' })).toEqual({
      name: 'Please enter Certification Name',
    });
    expect(fieldErrors(boardCertificationSchema, { name: '  ' })).toEqual({
      name: 'Please enter Certification Name',
    });
    expect(fieldErrors(boardCertificationSchema, { name: 'a'.repeat(51) })).toEqual({
      name: 'Certification Name must be at most 50 characters',
    });
    expect(v.parse(boardCertificationSchema, { name: '   ABIM' }).name).toBe('ABIM');
  });
});
