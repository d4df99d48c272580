import { ListResults } from '@telehealth/shared/list';
import { formatUsPhone } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, Stack, Tabs } from '@telehealth/shared/ui';
import { DetailAppointments } from '../../users/components/DetailAppointments';
import { useDetailList } from '../../users/use-detail-list';
import { emailColumn, nameColumn } from '../../users/user-columns';
import { DoctorStatusBadge } from '../../doctors/components/DoctorStatusBadge';
import { doctorDetailUrl } from '../../doctors/urls';
import { fetchClinicAppointments, fetchClinicDoctors } from '../api';
import type { ClinicDoctor } from '../types';

const DOCTOR_COLUMNS: DataTableColumn<ClinicDoctor>[] = [
  nameColumn(doctorDetailUrl),
  { key: 'npi', header: 'NPI Number', render: (row) => row.npi || '-' },
  { key: 'phone', header: 'Phone', render: (row) => formatUsPhone(row.phone) },
  emailColumn(),
  { key: 'appointments', header: 'Appointments', align: 'end', render: (row) => row.appt_count },
  { key: 'status', header: 'Status', render: (row) => <DoctorStatusBadge doctor={row} /> },
];

function ClinicAppointments({ uid }: { uid: string }) {
  const list = useDetailList('appointments', ['clinic', uid], (page, pageSize, signal) =>
    fetchClinicAppointments(uid, page, pageSize, signal),
  );
  return <DetailAppointments list={list} show={{ patient: true, doctor: true }} />;
}

function ClinicDoctors({ uid }: { uid: string }) {
  const list = useDetailList('doctors', ['clinic', uid], (page, pageSize, signal) =>
    fetchClinicDoctors(uid, page, pageSize, signal),
  );
  const { query } = list;
  return (
    <Stack gap="2">
      <ListResults list={list}>
        <DataTable
          columns={DOCTOR_COLUMNS}
          rows={query.data?.doctors ?? []}
          rowKey={(row) => row.uid}
          loading={query.status === 'loading'}
          skeletonRows={5}
        />
      </ListResults>
    </Stack>
  );
}

export interface ClinicListsProps {
  uid: string;
  list: string;
  onListChange: (list: string) => void;
}

/** The sub-tabs under a clinic: its Appointments and its Doctors, in `?list=`, paged in `?page=`. */
export function ClinicLists({ uid, list, onListChange }: ClinicListsProps) {
  const value = list === 'doctors' ? 'doctors' : 'appointments';
  return (
    <Tabs.Root
      value={value}
      onValueChange={(d) => onListChange(d.value)}
      variant="enclosed"
      lazyMount
      unmountOnExit
    >
      <Tabs.List>
        <Tabs.Trigger value="appointments">Appointments</Tabs.Trigger>
        <Tabs.Trigger value="doctors">Doctors</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="appointments">
        <ClinicAppointments uid={uid} />
      </Tabs.Content>
      <Tabs.Content value="doctors">
        <ClinicDoctors uid={uid} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
