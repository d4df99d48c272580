import { HStack, Text } from '@telehealth/shared/ui';
import { Hospital, Video } from 'lucide-react';
import type { DoctorFacility } from '../types';

/** The service types a doctor has enabled: a building for In Clinic, a camera for Video Visit. */
export function ServiceTypeIcons({ facilities }: { facilities: DoctorFacility[] }) {
  const enabled = new Set(facilities.filter((f) => f.status === '1').map((f) => f.service_type));
  if (enabled.size === 0) return <Text color="fg.muted">-</Text>;
  return (
    <HStack gap="2">
      {enabled.has('in_clinic') && (
        <HStack title="In Clinic" color="purple.600">
          <Hospital size={18} role="img" aria-label="In Clinic" />
        </HStack>
      )}
      {enabled.has('video_visit') && (
        <HStack title="Video Visit" color="teal.600">
          <Video size={18} role="img" aria-label="Video Visit" />
        </HStack>
      )}
    </HStack>
  );
}
