import type { CatalogKindConfig } from '../catalog/catalog-kind';
import { catalogSuggestions } from '../catalog/catalog-suggestions';
import { lazyNameDialog } from '../catalog/lazy-dialog';
import {
  acceptSuggestedSpecialty,
  createSpecialty,
  decideSuggestedSpecialties,
  deleteSpecialty,
  fetchSpecialties,
  fetchSuggestedSpecialties,
  markSuggestedSpecialtiesSeen,
  rejectSuggestedSpecialty,
  renameSpecialty,
  toSuggestionRow,
} from './api';
import type { Specialty } from './types';
import { SpecialtySortField } from './urls';

/** /admin/specialties: the global list, sortable by name, and the doctors' and clinics' suggestions. */
export const specialtyKind: CatalogKindConfig<Specialty, string> = {
  list: 'specialties',
  topic: 'specialties',
  noun: 'specialty',
  activeTabTitle: 'Active Specialties',
  searchPlaceholder: 'Search specialty',
  addLabel: 'Add specialty',
  defaultSort: { field: SpecialtySortField.name, direction: 'ASC' },
  columns: [{ key: 'name', header: 'Name', sortField: SpecialtySortField.name, render: (row) => row.name }],
  fetch: async (request, signal) => {
    const { specialities, count, limit } = await fetchSpecialties(request, signal);
    return { rows: specialities, count, limit };
  },
  create: createSpecialty,
  update: (specialty, name) => renameSpecialty(specialty.uid, name),
  remove: deleteSpecialty,
  Dialog: lazyNameDialog(() => import('./specialty-dialog/SpecialtyDialog').then((m) => m.SpecialtyDialog)),
  suggestions: catalogSuggestions({
    tabTitle: 'Suggested Specialties',
    queue: 'suggested-specialties',
    fetch: fetchSuggestedSpecialties,
    key: 'suggested_specialities',
    toRow: toSuggestionRow,
    accept: acceptSuggestedSpecialty,
    reject: rejectSuggestedSpecialty,
    decideAll: decideSuggestedSpecialties,
    bulkNoun: ['suggested specialty', 'suggested specialties'],
    markSeen: markSuggestedSpecialtiesSeen,
    disablesAdd: true,
  }),
};
