import { formatAppointmentDateTime, formatDollars, formatHoursMinutes } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, DetailList, SectionCard } from '@telehealth/shared/ui';
import { bookingTypeLabel } from '../components/AppointmentTypeIcon';
import type { AppointmentDetail } from '../types';

/** Service details: Clinic or Video Visit, the service date, and where. */
export function ServiceDetailsCard({ appointment }: { appointment: AppointmentDetail }) {
  const video = appointment.booking_type === 'video_visit';
  return (
    <SectionCard title="Service Details">
      <DetailList
        items={[
          { label: 'Service Type', value: bookingTypeLabel(appointment.booking_type) },
          { label: 'Service Date', value: formatAppointmentDateTime(appointment.date_utc) },
          { label: 'Service Location', value: video ? 'Online (Video Visit)' : appointment.service_address },
        ]}
      />
    </SectionCard>
  );
}

interface ServiceRow {
  key: string;
  name: string;
  time: string;
  cost: string;
}

const COLUMNS: DataTableColumn<ServiceRow>[] = [
  { key: 'name', header: 'Service', render: (row) => row.name },
  { key: 'time', header: 'Required Time', render: (row) => row.time },
  { key: 'cost', header: 'Cost', align: 'end', render: (row) => row.cost },
];

/**
 * The services booked with their required time as hours and minutes; with none, one General
 * Appointment (clinic) or Video Visit row with the visit's duration in minutes.
 */
export function servicesBookedRows(appointment: AppointmentDetail): ServiceRow[] {
  if (appointment.booked_services.length > 0)
    return appointment.booked_services.map((service) => ({
      key: service.uid,
      name: service.services?.name ?? '-',
      time: formatHoursMinutes(service.required_time),
      cost: formatDollars(service.cost),
    }));
  const video = appointment.booking_type === 'video_visit';
  const minutes = appointment.service_duration;
  return [
    {
      key: 'general',
      name: video ? 'Video Visit' : 'General Appointment',
      time: minutes === null || minutes === undefined ? '-' : `${minutes} min`,
      cost: formatDollars(appointment.booking_amount),
    },
  ];
}

export function ServicesBookedCard({ appointment }: { appointment: AppointmentDetail }) {
  const rows = servicesBookedRows(appointment);
  return (
    <SectionCard title="Services Booked">
      <DataTable columns={COLUMNS} rows={rows} rowKey={(row) => row.key} firstRowNumber={1} />
    </SectionCard>
  );
}
