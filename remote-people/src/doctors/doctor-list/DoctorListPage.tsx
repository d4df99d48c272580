import { usePermission } from '@telehealth/shared/session';
import {
  ListExport,
  ListResults,
  listMatching,
  SavedViews,
  useListPage,
  useListSelection,
} from '@telehealth/shared/list';
import { useApiQuery } from '@telehealth/shared/query';
import { Stack } from '@telehealth/shared/ui';
import { useRef } from 'react';
import { mayBePending, UserBulkActions } from '../../common/components/UserBulkActions';
import { doctorListParams, fetchDoctors, fetchPendingDoctorCount } from '../api';
import type { DoctorSummary, SpecialityChoice } from '../types';
import { DOCTOR_FILTER_KEYS, parseLicenseFilter } from '../urls';
import { DoctorFilters, type DoctorFilterValues } from './DoctorFilters';
import { DoctorTable } from './DoctorTable';
import { PendingApprovalsBanner } from './PendingApprovalsBanner';

const doctorId = (row: DoctorSummary) => row.uid;
const doctorName = (row: DoctorSummary) => row.full_name || row.email || row.uid;

function readDoctorFilters(params: URLSearchParams): DoctorFilterValues {
  const get = (key: string) => params.get(key) ?? '';
  return {
    search: get('search'),
    speciality: get('speciality'),
    service_type: get('service_type'),
    is_sponsored: get('is_sponsored'),
    doctor_status: get('doctor_status'),
    is_license_expired: parseLicenseFilter(params.get('is_license_expired')),
  };
}

/** /admin/doctors: filters, the pending-approvals banner, the table and its pages, all in the URL. */
export function DoctorListPage() {
  // No selection column for a role that has no bulk action to take.
  const mayBulk = usePermission('users.block');
  const list = useListPage({
    resource: 'doctors',
    filterKeys: DOCTOR_FILTER_KEYS,
    readFilters: readDoctorFilters,
    live: ['people'],
    load: ({ filters, ...request }, signal) => fetchDoctors({ ...filters, ...request }, signal),
  });
  const pending = useApiQuery(['doctors', 'pending-count'], fetchPendingDoctorCount, { live: ['people'] });
  // The specialty choices come with the list's answers; the last ones stay while a page loads.
  const specialities = useRef<SpecialityChoice[]>([]);
  if (list.query.data?.specialities) specialities.current = list.query.data.specialities;
  const { filters, query, sort } = list;
  const selection = useListSelection(list, doctorId, doctorName);
  const rows = query.data?.doctors ?? [];

  return (
    <Stack gap="4">
      <PendingApprovalsBanner
        count={pending.data ?? 0}
        onView={() => list.setFilters({ doctor_status: 'pending' }, 'push')}
      />
      <SavedViews list="doctors" />
      <DoctorFilters
        values={filters}
        specialities={specialities.current}
        onChange={(key, value) => list.setFilters({ [key]: value })}
        onClear={list.clear}
      />
      <ListExport
        permission="doctors.export"
        list={list}
        path="/doctor"
        params={doctorListParams({ ...filters, sort })}
        fileName="doctors.csv"
      />
      <ListResults list={list}>
        <DoctorTable rows={rows} selection={mayBulk ? selection.table : undefined} {...list.tableProps} />
      </ListResults>
      <UserBulkActions
        selection={selection}
        resource="doctors"
        noun={['doctor', 'doctors']}
        review={mayBePending(filters.doctor_status)}
        matching={listMatching(list, (answer) => answer.doctors, doctorId)}
      />
    </Stack>
  );
}
