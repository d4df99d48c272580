import { doctorName, fullName } from '@telehealth/shared/format';
import { DetailList, HStack, RatingGroup, SectionCard, Text } from '@telehealth/shared/ui';
import type { AppointmentDetail, DoctorDetail } from '../types';

/** Patient details; booked for someone else: that person's name plus the booking user. */
export function PatientCard({ appointment }: { appointment: AppointmentDetail }) {
  const forSomeoneElse = appointment.someone_else === '1';
  const items = forSomeoneElse
    ? [
        { label: 'Patient Name', value: appointment.full_name },
        { label: 'Booked By', value: fullName(appointment.user) },
        { label: 'Email', value: appointment.user?.email },
      ]
    : [
        { label: 'Patient Name', value: fullName(appointment.user) },
        { label: 'Email', value: appointment.user?.email },
      ];
  return (
    <SectionCard title="Patient Details">
      <DetailList items={items} columns={3} />
    </SectionCard>
  );
}

function primarySpecialty(doctor: DoctorDetail | null): string | undefined {
  return doctor?.doctorSpeciality?.find((entry) => entry.is_primary === '1')?.speciality?.name;
}

/** A rating out of 5, as stars and as text ('4.5 / 5'). */
export function RatingOutOfFive({ value }: { value: number | string | null | undefined }) {
  const rating = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(rating)) return <>-</>;
  const shown = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  return (
    <HStack gap="2">
      <RatingGroup.Root count={5} value={shown} allowHalf readOnly size="xs" colorPalette="orange">
        <RatingGroup.HiddenInput />
        <RatingGroup.Control />
      </RatingGroup.Root>
      <Text>{`${shown} / 5`}</Text>
    </HStack>
  );
}

/** Doctor details: name, rating out of 5, primary specialty, clinic. */
export function DoctorCard({ doctor }: { doctor: DoctorDetail | null }) {
  return (
    <SectionCard title="Doctor Details">
      <DetailList
        columns={4}
        items={[
          { label: 'Doctor Name', value: doctorName(doctor) },
          { label: 'Rating', value: <RatingOutOfFive value={doctor?.doctor_avg_rating} /> },
          { label: 'Primary Specialty', value: primarySpecialty(doctor) },
          { label: 'Clinic', value: doctor?.clinic?.full_name },
        ]}
      />
    </SectionCard>
  );
}
