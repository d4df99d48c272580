import type { DemoBuild } from './demo-data.js';
import { BOARDS, SERVICES, SPECIALTIES } from './us-data.js';

/** The global lists: specialties, CPT-coded services and board certifications. */
export function buildCatalog({ data, ids, random, clock }: DemoBuild): void {
  SPECIALTIES.forEach((name, i) => {
    data.specialities.push({
      id: ids.take('specialities'),
      uid: random.uuid(),
      name,
      active: true,
      createdAt: clock.daysAgo(900 - i),
    });
  });
  SERVICES.forEach((service, i) => {
    data.services.push({
      id: ids.take('services'),
      uid: random.uuid(),
      name: service.name,
      cpt: service.cpt,
      costCents: service.costCents,
      active: true,
      order: i + 1,
      createdAt: clock.daysAgo(900 - i),
    });
  });
  BOARDS.forEach((name, i) => {
    data.boardCertifications.push({
      id: ids.take('board_certifications'),
      uid: random.uuid(),
      name,
      cpt: null,
      costCents: null,
      active: true,
      createdAt: clock.daysAgo(900 - i),
    });
  });
}
