import { useApiQuery } from '@telehealth/shared/api';
import {
  ErrorPanel,
  ExportButton,
  Flex,
  Pagination,
  SavedViews,
  Stack,
  usePageParam,
  useQueryState,
  useResetParams,
  useSortParam,
  useUpdateParams,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '../../common/list-query';
import { doctorListParams, fetchDoctors, fetchPendingDoctorCount } from '../api';
import type { Speciality } from '../types';
import { DOCTOR_FILTER_KEYS, parseLicenseFilter } from '../urls';
import { DoctorFilters, type DoctorFilterValues } from './DoctorFilters';
import { DoctorTable } from './DoctorTable';
import { PendingApprovalsBanner } from './PendingApprovalsBanner';

/** /admin/doctors: filters, the pending-approvals banner, the table and its pages, all in the URL. */
export function DoctorListPage() {
  const [search, setSearch] = useQueryState('search');
  const [speciality, setSpeciality] = useQueryState('speciality');
  const [serviceType, setServiceType] = useQueryState('service_type');
  const [sponsored, setSponsored] = useQueryState('is_sponsored');
  const [doctorStatus, setDoctorStatus] = useQueryState('doctor_status');
  const [rawLicenseExpired, setLicenseExpired] = useQueryState('is_license_expired');
  const licenseExpired = parseLicenseFilter(rawLicenseExpired);
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam();
  const reset = useResetParams();
  const updateParams = useUpdateParams();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [specialities, setSpecialities] = useState<Speciality[]>([]);

  const values: DoctorFilterValues = {
    search,
    speciality,
    service_type: serviceType,
    is_sponsored: sponsored,
    doctor_status: doctorStatus,
    is_license_expired: licenseExpired,
  };

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchDoctors({ ...values, page, sort, pageSize }, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      if (answer.specialities) setSpecialities(answer.specialities);
      return answer;
    },
    [
      page,
      search,
      speciality,
      serviceType,
      sponsored,
      doctorStatus,
      licenseExpired,
      sort?.field,
      sort?.direction,
    ],
    { live: ['people'] },
  );
  const pending = useApiQuery((signal) => fetchPendingDoctorCount(signal), [], { live: ['people'] });

  const setters: Record<keyof DoctorFilterValues, (value: string) => void> = {
    search: setSearch,
    speciality: setSpeciality,
    service_type: setServiceType,
    is_sponsored: setSponsored,
    doctor_status: setDoctorStatus,
    is_license_expired: setLicenseExpired,
  };

  return (
    <Stack gap="4">
      <PendingApprovalsBanner
        count={pending.data ?? 0}
        onView={() => updateParams({ doctor_status: 'pending', page: null }, 'push')}
      />
      <SavedViews list="doctors" />
      <DoctorFilters
        values={values}
        specialities={specialities}
        onChange={(key, value) => setters[key](value)}
        onClear={() => reset([...DOCTOR_FILTER_KEYS, 'sort'])}
      />
      <Flex justify="flex-end">
        <ExportButton
          path="/doctor"
          params={doctorListParams({ ...values, sort })}
          total={query.data?.count}
          fileName="doctors.csv"
        />
      </Flex>
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <DoctorTable
            rows={query.data?.doctors ?? []}
            loading={query.status === 'loading'}
            sort={sort}
            onSortChange={setSort}
            firstRowNumber={page * pageSize + 1}
          />
          <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
