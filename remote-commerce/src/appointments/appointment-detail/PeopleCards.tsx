import { auditTargetPath, doctorName, fullName } from '@telehealth/shared/format';
import { DetailList, EmailText, RatingOutOfFive, RowLink, SectionCard } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';
import type { AppointmentDetail, DoctorDetail, PersonRef } from '../types';

/** A person's name as a link to their record (patients' and doctors' pages), when the API gave the uid. */
function PersonLink({
  person,
  kind,
  children,
}: {
  person: PersonRef | null;
  kind: 'patient' | 'doctor';
  children: ReactNode;
}) {
  const to = person?.uid ? auditTargetPath(kind, person.uid) : null;
  return to ? <RowLink to={to}>{children}</RowLink> : children;
}

/** Patient details; booked for someone else: that person's name plus the booking user. */
export function PatientCard({ appointment }: { appointment: AppointmentDetail }) {
  const bookingUser = (
    <PersonLink person={appointment.user} kind="patient">
      {fullName(appointment.user)}
    </PersonLink>
  );
  const names =
    appointment.someone_else === '1'
      ? [
          { label: 'Patient Name', value: appointment.full_name },
          { label: 'Booked By', value: bookingUser },
        ]
      : [{ label: 'Patient Name', value: bookingUser }];
  const items = [...names, { label: 'Email', value: <EmailText value={appointment.user?.email} /> }];
  return (
    <SectionCard title="Patient Details">
      <DetailList items={items} columns={3} />
    </SectionCard>
  );
}

function primarySpecialty(doctor: DoctorDetail | null): string | undefined {
  return doctor?.doctorSpeciality?.find((entry) => entry.is_primary === '1')?.speciality?.name;
}

/** Doctor details: name, rating out of 5, primary specialty, clinic. */
export function DoctorCard({ doctor }: { doctor: DoctorDetail | null }) {
  return (
    <SectionCard title="Doctor Details">
      <DetailList
        columns={4}
        items={[
          {
            label: 'Doctor Name',
            value: (
              <PersonLink person={doctor} kind="doctor">
                {doctorName(doctor)}
              </PersonLink>
            ),
          },
          { label: 'Rating', value: <RatingOutOfFive value={doctor?.doctor_avg_rating} /> },
          { label: 'Primary Specialty', value: primarySpecialty(doctor) },
          { label: 'Clinic', value: doctor?.clinic?.full_name },
        ]}
      />
    </SectionCard>
  );
}
