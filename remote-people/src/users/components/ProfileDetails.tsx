import { usePermission } from '@telehealth/shared/session';
import { Button, type DetailItem, DetailList, SectionCard } from '@telehealth/shared/ui';

export interface ProfileDetailsProps {
  /** A deleted user's profile can no longer be edited. */
  status: string;
  onEdit: () => void;
  items: DetailItem[];
}

/** 'Profile Details': the user's fields, with Edit unless the user is deleted. */
export function ProfileDetails({ status, onEdit, items }: ProfileDetailsProps) {
  // Edit opens the user's session on the main site: only for a role that may impersonate.
  const mayEdit = usePermission('users.impersonate');
  return (
    <SectionCard
      title="Profile Details"
      actions={
        status !== 'deleted' &&
        mayEdit && (
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
        )
      }
    >
      <DetailList items={items} />
    </SectionCard>
  );
}
