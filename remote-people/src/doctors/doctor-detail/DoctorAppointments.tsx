import { SectionCard } from '@telehealth/shared/ui';
import { DetailAppointments } from '../../users/components/DetailAppointments';
import { useDetailList } from '../../users/use-detail-list';
import { fetchDoctorAppointments } from '../api';

/**
 * Recent Appointments under the doctor's tabs, 10 a page in `?page=`. An action that changes them
 * (a block cancels them) marks the 'appointments' key stale, and the list reads again.
 */
export function DoctorAppointments({ uid }: { uid: string }) {
  const list = useDetailList('appointments', ['doctor', uid], (page, pageSize, signal) =>
    fetchDoctorAppointments(uid, page, pageSize, signal),
  );
  return (
    <SectionCard title="Recent Appointments">
      <DetailAppointments list={list} show={{ patient: true, doctor: false }} />
    </SectionCard>
  );
}
