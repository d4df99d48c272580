import { envelopeSchema } from '../../wire/envelope.js';
import { bool, exact, integer } from '../../wire/exact-shapes.js';

export const dashboardSchema = {
  tags: ['user'],
  summary: 'Dashboard counts and the menu unread flags',
  response: {
    200: envelopeSchema(
      exact({
        doctorActiveCount: integer,
        doctorPendingCount: integer,
        patientCount: integer,
        appointmentCount: integer,
        expiredCount: { ...integer, description: 'Doctors with at least one expired license' },
        unreadSpeciality: bool,
        unreadService: bool,
        unread_notification: bool,
      }),
    ),
  },
};
