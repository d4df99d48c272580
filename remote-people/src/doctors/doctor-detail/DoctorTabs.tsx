import { PageTabs, Tabs } from '@telehealth/shared/ui';
import { BankDetail } from '../../users/components/BankDetail';
import type { DoctorDetail } from '../types';
import { DOCTOR_TABS } from '../urls';
import { AvailabilityTab } from './tabs/AvailabilityTab';
import { LicensesTab } from './tabs/LicensesTab';
import { LocationsTab } from './tabs/LocationsTab';
import { NotificationsTab } from './tabs/NotificationsTab';
import { ProfileTab } from './tabs/ProfileTab';
import { ReviewsTab } from './tabs/ReviewsTab';
import { ServicesTab } from './tabs/ServicesTab';
import { SponsorshipTab } from './tabs/SponsorshipTab';

export interface DoctorTabsProps {
  doctor: DoctorDetail;
  tab: number;
  onTabChange: (tab: number) => void;
  onApprove: () => Promise<unknown>;
  onReject: () => Promise<unknown>;
  onEdit: () => void;
}

/** The doctor's nine tabs; only the open one is mounted (and loads its data). */
export function DoctorTabs({ doctor, tab, onTabChange, onApprove, onReject, onEdit }: DoctorTabsProps) {
  const content = (n: number) => {
    switch (n) {
      case 1:
        return <ProfileTab doctor={doctor} onApprove={onApprove} onReject={onReject} onEdit={onEdit} />;
      case 2:
        return <LicensesTab licenses={doctor.licenses ?? []} />;
      case 3:
        return <LocationsTab locations={doctor.locations ?? []} />;
      case 4:
        return <ReviewsTab uid={doctor.uid} />;
      case 5:
        return <ServicesTab services={doctor.services ?? []} />;
      case 6:
        return <AvailabilityTab uid={doctor.uid} />;
      case 7:
        return <BankDetail bank={doctor.stripeBank} stripe={doctor.userStripe} />;
      case 8:
        return (
          <NotificationsTab
            uid={doctor.uid}
            name={doctor.full_name ?? ''}
            canBroadcast={doctor.status !== 'deleted'}
          />
        );
      default:
        return <SponsorshipTab uid={doctor.uid} sponsored={doctor.is_sponsored === '1'} />;
    }
  };
  return (
    <PageTabs
      value={String(tab)}
      onValueChange={(details) => onTabChange(Number(details.value))}
      unmountOnExit
    >
      {/* The labels do not fit one row of a laptop or a phone: they wrap onto another row, so
          every tab shows (a row that scrolled sideways cut 'Bank' and 'Sponsor…' with no cue). */}
      <Tabs.List flexWrap="wrap" bg="bg" borderTopRadius="md" aria-label="Doctor details">
        {DOCTOR_TABS.map((label, index) => (
          <Tabs.Trigger key={label} value={String(index + 1)} whiteSpace="nowrap" flexShrink={0}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DOCTOR_TABS.map((label, index) => (
        <Tabs.Content key={label} value={String(index + 1)}>
          {content(index + 1)}
        </Tabs.Content>
      ))}
    </PageTabs>
  );
}
