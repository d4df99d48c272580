// Sample API answers for the component tests, in the shapes the API sends.
import type { Enquiry } from './enquiries/types';
import type { FeedNotification } from './notifications/types';

export function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 7,
    user: { uid: 'pat-1', full_name: 'J*** D**', email: 'j***@e***.com', role_id: 2, status: 'active' },
    phone: '5551234567',
    subject: 'Refund for a missed visit',
    message: 'My doctor never joined the call.\nCan I get my money back?',
    status: 0,
    created_at: '2026-11-23T19:05:00.000Z',
    read_at: null,
    assignee: null,
    ...overrides,
  };
}

export function feedNotification(overrides: Partial<FeedNotification> = {}): FeedNotification {
  return {
    uid: 'n-1',
    title: 'New doctor registered',
    description: 'Dr. Ana Lopez has signed up and is waiting for approval.',
    created_at: '2026-11-23T19:05:00.000Z',
    doctor: { uid: 'doc-1', full_name: 'Dr. Ana Lopez' },
    ...overrides,
  };
}
