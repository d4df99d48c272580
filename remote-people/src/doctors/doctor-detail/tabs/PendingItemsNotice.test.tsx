import type { DoctorStatus } from '../../types';
import { pendingItems } from './PendingItemsNotice';

const incomplete = {
  is_availability_added: false,
  is_bank_added: true,
  is_service_added: false,
  expired_license: 1,
};

describe('pendingItems', () => {
  it('lists what a pending or active doctor still has to add', () => {
    for (const status of ['pending', 'active', 'deactivated'] as DoctorStatus[]) {
      expect(pendingItems({ ...incomplete, status })).toEqual([
        'Availability not added',
        'Services not added',
        'Medical license expired',
      ]);
    }
  });

  it('lists nothing for a rejected, blocked or deleted doctor', () => {
    for (const status of ['rejected', 'blocked', 'deleted'] as DoctorStatus[]) {
      expect(pendingItems({ ...incomplete, status })).toEqual([]);
    }
  });
});
