import { Flex, Heading, SimpleGrid, Stack } from '@telehealth/shared/ui';
import { AuditHistory, RecordNotes } from '@telehealth/shared/features';
import { AppointmentStatusBadge } from '../components/AppointmentStatusBadge';
import type { AppointmentDetailAnswer, Call } from '../types';
import { PaymentCards } from './PaymentCards';
import { DoctorCard, PatientCard } from './PeopleCards';
import { CallTable, ReviewCard } from './ReviewAndCalls';
import { ServiceDetailsCard, ServicesBookedCard } from './ServiceCards';

export interface AppointmentDetailViewProps {
  answer: AppointmentDetailAnswer;
  calls: { rows: Call[]; loading: boolean; failed: boolean; onRetry: () => void };
}

/** The whole appointment, from the API's answer (pure: no data access). */
export function AppointmentDetailView({ answer, calls }: AppointmentDetailViewProps) {
  const { appointments: appointment, review, payment_status } = answer;
  return (
    <Stack gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Appointment ID: {appointment.appt_id}
        </Heading>
        <AppointmentStatusBadge status={appointment.status} />
      </Flex>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <PatientCard appointment={appointment} />
        <ServiceDetailsCard appointment={appointment} />
      </SimpleGrid>
      <DoctorCard doctor={appointment.doctor} />
      <ServicesBookedCard appointment={appointment} />
      {review && <ReviewCard review={review} />}
      <CallTable calls={calls.rows} loading={calls.loading} failed={calls.failed} onRetry={calls.onRetry} />
      <PaymentCards appointment={appointment} paymentStatus={payment_status} />
      <RecordNotes type="appointment" recordKey={appointment.uid} />
      <AuditHistory
        targetUids={[appointment.uid, ...appointment.transactions.map((payment) => payment.uid)]}
        showTarget
      />
    </Stack>
  );
}
