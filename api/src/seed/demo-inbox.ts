import type { DemoBuild } from './demo-data.js';
import type { People } from './demo-people.js';
import type { PatientInfo } from './demo-patients.js';
import { ENQUIRY_SUBJECTS, SUGGESTED_SERVICES, SUGGESTED_SPECIALTIES } from './us-data.js';

/** Suggestions, enquiries with replies, and the administrators' notification feed. */
export function buildInbox(
  { data, ids, random, clock }: DemoBuild,
  people: People,
  patients: PatientInfo[],
): void {
  const doctor = (name: string) => people.doctors.find((d) => d.fullName === name)!;
  const activeDoctors = people.doctors.filter((d) => d.status === 'active');
  const activeClinics = people.clinics.filter((c) => c.status === 'active');
  const deletedDoctor = doctor('Samuel Ortiz');

  // Pending suggestions from doctors and a clinic, one whose requester has been deleted; plus one
  // accepted and one rejected for the record. The newest are unseen (the menu dot).
  const requesters = [activeDoctors[3]!, activeClinics[0]!, deletedDoctor, activeDoctors[8]!];
  SUGGESTED_SPECIALTIES.forEach((name, i) => {
    data.suggestedSpecialities.push({
      id: ids.take('suggested_specialities'),
      uid: random.uuid(),
      specialityName: name,
      userId: i < 4 ? requesters[i]!.id : activeDoctors[12]!.id,
      status: i < 4 ? 'pending' : 'rejected',
      seenAt: i < 2 ? null : clock.daysAgo(10 - i),
      createdAt: i < 2 ? clock.hoursAgo(3 + i * 20) : clock.daysAgo(12 + i * 5),
    });
  });
  SUGGESTED_SERVICES.forEach((name, i) => {
    data.suggestedServices.push({
      id: ids.take('suggested_services'),
      uid: random.uuid(),
      serviceName: name,
      userId: i < 4 ? requesters[(i + 1) % 4]!.id : activeClinics[1]!.id,
      status: i < 4 ? 'pending' : 'rejected',
      seenAt: i < 2 ? null : clock.daysAgo(8 - i),
      createdAt: i < 2 ? clock.hoursAgo(5 + i * 26) : clock.daysAgo(9 + i * 4),
    });
  });

  // Enquiries: patients (one deleted), doctors, clinics; some answered, the newest unread.
  const patientSenders = patients.filter((p) => p.status === 'active').slice(0, 4);
  const deletedPatient = patients.find((p) => p.status === 'deleted')!;
  const senders: { id: number; phone: string | null }[] = [
    ...patientSenders.map((p, i) => ({
      id: p.id,
      phone: i === 3 ? null : `312555${String(130 + i).padStart(4, '0')}`,
    })),
    { id: deletedPatient.id, phone: '+44 20 7946 0958' },
    ...activeDoctors
      .slice(0, 4)
      .map((d, i) => ({ id: d.id, phone: `+1415555${String(150 + i).padStart(4, '0')}` })),
    ...activeClinics
      .slice(0, 3)
      .map((c, i) => ({ id: c.id, phone: i === 2 ? null : `617555${String(170 + i).padStart(4, '0')}` })),
  ];
  senders.forEach((sender, i) => {
    const topic = ENQUIRY_SUBJECTS[i % ENQUIRY_SUBJECTS.length]!;
    const id = ids.take('enquiries');
    const unread = i % 3 === 0;
    const answered = !unread && i % 2 === 1;
    const createdAt = unread ? clock.hoursAgo(2 + i * 3) : clock.daysAgo(3 + i * 4);
    data.enquiries.push({
      id,
      userId: sender.id,
      phone: sender.phone,
      subject: topic.subject,
      message: topic.message,
      status: answered ? 1 : 0,
      readAt: unread ? null : new Date(createdAt.getTime() + 3_600_000),
      createdAt,
    });
    if (answered || i === 4) {
      data.enquiryReplies.push({
        id: ids.take('enquiry_replies'),
        enquiryId: id,
        reply: 'Thank you for reaching out. We have looked into this and updated your account accordingly.',
        adminId: null,
        createdAt: new Date(createdAt.getTime() + 5 * 3_600_000),
      });
    }
    if (answered && i % 4 === 1) {
      data.enquiryReplies.push({
        id: ids.take('enquiry_replies'),
        enquiryId: id,
        reply: 'Following up: the issue is resolved on our side. Let us know if anything else comes up.',
        adminId: null,
        createdAt: new Date(createdAt.getTime() + 30 * 3_600_000),
      });
    }
  });

  // The feed: today, yesterday, earlier this week, older; unseen today; three old ones cleared.
  const pending = people.doctors.filter((d) => d.status === 'pending');
  const feed: {
    title: string;
    description: string;
    doctorId: number;
    at: Date;
    seen: boolean;
    cleared?: boolean;
  }[] = [
    ...pending.map((d, i) => ({
      title: 'New doctor registration',
      description: `Dr. ${d.fullName} signed up and is waiting for verification.`,
      doctorId: d.id,
      at: [clock.minutesAgo(4), clock.daysAgo(1), clock.daysAgo(3), clock.daysAgo(6)][i]!,
      seen: i > 0,
    })),
    {
      title: 'Bank account problem',
      description: 'Dr. Grace Whitfield’s payout bank account was rejected by the bank.',
      doctorId: doctor('Grace Whitfield').id,
      at: clock.minutesAgo(25),
      seen: false,
    },
    {
      title: 'License expired',
      description: 'Dr. Victoria Hale’s medical license has expired.',
      doctorId: doctor('Victoria Hale').id,
      at: clock.minutesAgo(50),
      seen: false,
    },
    {
      title: 'Profile updated',
      description: 'Dr. James Whitaker updated the service locations.',
      doctorId: doctor('James Whitaker').id,
      at: clock.hoursAgo(26),
      seen: true,
    },
    {
      title: 'Sponsorship payment received',
      description: 'Dr. Emily Carter renewed the sponsorship subscription.',
      doctorId: doctor('Emily Carter').id,
      at: clock.hoursAgo(30),
      seen: true,
    },
    {
      title: 'Specialty suggested',
      description: `A new specialty was suggested: ${SUGGESTED_SPECIALTIES[0]}.`,
      doctorId: activeDoctors[3]!.id,
      at: clock.daysAgo(2),
      seen: true,
    },
    {
      title: 'Service suggested',
      description: `A new service was suggested: ${SUGGESTED_SERVICES[1]}.`,
      doctorId: activeDoctors[8]!.id,
      at: clock.daysAgo(4),
      seen: true,
    },
  ];
  for (let i = 0; i < 14; i++) {
    const d = activeDoctors[(i * 5) % activeDoctors.length]!;
    const kind = i % 3;
    feed.push({
      title: kind === 0 ? 'Availability updated' : kind === 1 ? 'New review' : 'Documents uploaded',
      description:
        kind === 0
          ? `Dr. ${d.fullName} changed the weekly availability.`
          : kind === 1
            ? `Dr. ${d.fullName} received a new patient review.`
            : `Dr. ${d.fullName} uploaded a new license document.`,
      doctorId: d.id,
      at: clock.daysAgo(8 + i * 4),
      seen: true,
      cleared: i >= 11,
    });
  }
  feed.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const entry of feed) {
    data.notificationFeed.push({
      id: ids.take('notification_feed'),
      uid: random.uuid(),
      title: entry.title,
      description: entry.description,
      doctorId: entry.doctorId,
      seenAt: entry.seen ? new Date(entry.at.getTime() + 3_600_000) : null,
      clearedAt: entry.cleared ? new Date(entry.at.getTime() + 2 * 86_400_000) : null,
      createdAt: entry.at,
    });
  }
}
