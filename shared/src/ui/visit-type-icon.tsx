import { Hospital, Video } from 'lucide-react';
import { lightStyled } from './light';

const Mark = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '2',
  color: 'purple.fg',
  '&[data-video]': { color: 'teal.fg' },
});

/**
 * A visit's kind as a coloured icon, named by `label`: a camera (teal) for a video visit, a
 * building (purple) for a clinic visit. A plain element (see lightStyled): lists show many.
 */
export function VisitTypeIcon({ video, label }: { video: boolean; label: string }) {
  const Icon = video ? Video : Hospital;
  return (
    <Mark title={label} data-video={video ? '' : undefined}>
      <Icon size={18} role="img" aria-label={label} />
    </Mark>
  );
}
