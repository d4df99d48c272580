import { useApiQuery } from '@telehealth/shared/query';
import { useRef } from 'react';
import { PeopleList, usePeopleList } from '../../users/components/PeopleList';
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

/** /admin/doctors: filters, the pending-approvals banner, the table and its pages, all in the URL. */
export function DoctorListPage() {
  const list = usePeopleList({
    name: 'doctors',
    filterKeys: DOCTOR_FILTER_KEYS,
    readFilters: readDoctorFilters,
    fetch: fetchDoctors,
  });
  const pending = useApiQuery(['doctors', 'pending-count'], fetchPendingDoctorCount, { live: ['people'] });
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
