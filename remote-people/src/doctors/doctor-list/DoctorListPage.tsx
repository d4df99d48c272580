import { prefetchApiQuery, useApiQuery } from '@telehealth/shared/query';
import { useRef } from 'react';
import { PeopleList, prefetchPeopleList, usePeopleList } from '../../users/components/PeopleList';
import { mayBePending } from '../../users/components/UserBulkActions';
import { doctorListParams, fetchDoctors, fetchPendingDoctorCount } from '../api';
import type { DoctorList, SpecialityChoice } from '../types';
import { DOCTOR_FILTER_KEYS, parseLicenseFilter } from '../urls';
import { DoctorFilters, type DoctorFilterValues } from './DoctorFilters';
import { DoctorTable } from './DoctorTable';
import { PendingApprovalsBanner } from './PendingApprovalsBanner';

const doctorRows = (answer: DoctorList) => answer.doctors;

function readDoctorFilters(params: URLSearchParams): DoctorFilterValues {
  const get = (key: string) => params.get(key) ?? '';
  return {
    search: get('search'),
    speciality: get('speciality'),
    service_type: get('service_type'),
    is_sponsored: get('is_sponsored'),
    doctor_status: get('doctor_status'),
    is_license_expired: parseLicenseFilter(params.get('is_license_expired')),
    assignee: get('assignee'),
  };
}

const DOCTOR_LIST = {
  name: 'doctors',
  filterKeys: DOCTOR_FILTER_KEYS,
  readFilters: readDoctorFilters,
  fetch: fetchDoctors,
};
const PENDING_COUNT_KEY = ['doctors', 'pending-count'];
const PENDING_COUNT_OPTIONS = { live: ['people' as const] };

/** The first page and the pending count, as the menu opens the list, read ahead of the visit (the host calls it). */
export async function prefetchDoctorList(): Promise<void> {
  await Promise.all([
    prefetchPeopleList(DOCTOR_LIST),
    prefetchApiQuery(PENDING_COUNT_KEY, fetchPendingDoctorCount, PENDING_COUNT_OPTIONS),
  ]);
}

/** /admin/doctors: filters, the pending-approvals banner, the table and its pages, all in the URL. */
export function DoctorListPage() {
  const list = usePeopleList(DOCTOR_LIST);
  const pending = useApiQuery(PENDING_COUNT_KEY, fetchPendingDoctorCount, PENDING_COUNT_OPTIONS);
  // The specialty choices come with the list's answers; the last ones stay while a page loads.
  const specialities = useRef<SpecialityChoice[]>([]);
  if (list.query.data?.specialities) specialities.current = list.query.data.specialities;
  const { filters, sort } = list;

  return (
    <PeopleList
      list={list}
      noun={['doctor', 'doctors']}
      rowsOf={doctorRows}
      banner={
        <PendingApprovalsBanner
          count={pending.data ?? 0}
          onView={() => list.setFilters({ doctor_status: 'pending' }, 'push')}
        />
      }
      filters={
        <DoctorFilters
          values={filters}
          specialities={specialities.current}
          onChange={(key, value) => list.setFilters({ [key]: value })}
          onClear={list.clear}
        />
      }
      exportAs={{
        permission: 'doctors.export',
        path: '/doctor',
        params: doctorListParams({ ...filters, sort }),
      }}
      Table={DoctorTable}
      review={mayBePending(filters.doctor_status)}
    />
  );
}
