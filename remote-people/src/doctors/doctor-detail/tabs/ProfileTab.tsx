import { formatDate, formatRating, formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { DetailList, EmailText, Link, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { ExternalLink } from 'lucide-react';
import { ApprovalPanel } from '../../../users/components/ApprovalPanel';
import { ProfileDetails } from '../../../users/components/ProfileDetails';
import type { DoctorDetail, NamedItem } from '../../types';
import { PendingItemsNotice } from './PendingItemsNotice';

const names = (list: NamedItem[] | undefined) =>
  list?.length ? list.map((item) => item.name).join(', ') : null;

const RANK: Record<string, string> = { '1': 'Primary', '2': 'Secondary', '0': 'Other' };

export interface ProfileTabProps {
  doctor: DoctorDetail;
  onApprove: () => Promise<unknown>;
  onReject: () => Promise<unknown>;
  onEdit: () => void;
}

export function ProfileTab({ doctor, onApprove, onReject, onEdit }: ProfileTabProps) {
  const cv = doctor.signed_file_url || doctor.file_url;
  const specialities = doctor.specialities ?? doctor.doctorSpeciality ?? [];
  return (
    <Stack gap="4">
      <PendingItemsNotice doctor={doctor} />
      {doctor.status === 'pending' && (
        <ApprovalPanel
          kind="doctor"
          name={`Dr. ${doctor.full_name ?? ''}`.trim()}
          onApprove={onApprove}
          onReject={onReject}
        />
      )}
      <ProfileDetails
        status={doctor.status}
        onEdit={onEdit}
        items={[
          { label: 'Full Name', value: doctor.full_name },
          { label: 'Acronym', value: doctor.acronym?.acronym_abbreviation ?? doctor.acronym?.name },
          { label: 'Email', value: doctor.email ? <EmailText value={doctor.email} /> : null },
          { label: 'Phone', value: doctor.phone ? formatUsPhone(doctor.phone) : null },
          { label: 'NPI Number', value: doctor.npi },
          { label: 'Date of Birth', value: doctor.dob ? formatDate(doctor.dob) : null },
          { label: 'Gender', value: doctor.gender },
          { label: 'Rating', value: formatRating(doctor.doctor_avg_rating) },
          { label: 'Clinic', value: doctor.clinic?.full_name },
          { label: 'Joined', value: formatTimestamp(doctor.created_at) },
          { label: 'Approved', value: doctor.approved_at ? formatTimestamp(doctor.approved_at) : null },
          {
            label: 'CV',
            value: cv ? (
              <Link href={cv} target="_blank" rel="noreferrer" color="teal.fg">
                View CV <ExternalLink size={14} aria-hidden />
              </Link>
            ) : null,
          },
        ]}
      />
      <SectionCard title="About">
        <Text whiteSpace="pre-wrap">{doctor.about_me || '-'}</Text>
      </SectionCard>
      <SectionCard title="Professional Details">
        <DetailList
          columns={2}
          items={[
            {
              label: 'Specialties',
              value: specialities.length
                ? specialities
                    .map((s) => `${s.speciality?.name ?? '-'} (${RANK[s.is_primary] ?? 'Other'})`)
                    .join(', ')
                : null,
            },
            { label: 'Board Certifications', value: names(doctor.board_certificates) },
            { label: 'Education', value: names(doctor.education) },
            { label: 'Affiliations', value: names(doctor.affiliation) },
            { label: 'Languages Known', value: names(doctor.languages_known) },
            { label: 'Professional Memberships', value: names(doctor.professional_membership) },
          ]}
        />
      </SectionCard>
      {doctor.clinic_details && (
        <SectionCard title="Clinic Details">
          <DetailList
            items={[
              { label: 'Clinic Name', value: doctor.clinic_details.full_name },
              { label: 'Address', value: doctor.clinic_details.location?.address },
              {
                label: 'Phone',
                value: doctor.clinic_details.phone ? formatUsPhone(doctor.clinic_details.phone) : null,
              },
            ]}
          />
        </SectionCard>
      )}
    </Stack>
  );
}
