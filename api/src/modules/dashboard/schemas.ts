import { envelopeSchema } from '../../wire/envelope.js';

export const dashboardSchema = {
  tags: ['user'],
  summary: 'Dashboard counts and the menu unread flags',
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        doctorActiveCount: { type: 'integer' },
        doctorPendingCount: { type: 'integer' },
        patientCount: { type: 'integer' },
        appointmentCount: { type: 'integer' },
        expiredCount: { type: 'integer', description: 'Doctors with at least one expired license' },
        unreadSpeciality: { type: 'boolean' },
        unreadService: { type: 'boolean' },
        unread_notification: { type: 'boolean' },
      },
    }),
  },
};
