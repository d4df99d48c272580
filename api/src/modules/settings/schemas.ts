import { Type } from 'typebox';
import { envelopeSchema } from '../../wire/envelope.js';
import { exact, text } from '../../wire/exact-shapes.js';

const percent = { type: 'number', description: 'Percent, 0 to 99' } as const;

export const settingsData = exact({
  admin_email: text,
  admin_commission: percent,
  cancellation_fee: percent,
});

export const getSettingsSchema = {
  tags: ['user'],
  summary: 'Platform settings',
  response: { 200: envelopeSchema(settingsData) },
};

export const putSettingsSchema = {
  tags: ['user'],
  summary: 'Change platform settings (admin_email, admin_commission, cancellation_fee)',
  body: Type.Object({
    items: Type.Optional(
      Type.Array(Type.Object({ name: Type.Optional(Type.String()), value: Type.Optional(Type.Unknown()) })),
    ),
  }),
  response: { 200: envelopeSchema(settingsData) },
};
