import { formatDollars } from '@telehealth/shared/format';
import type { CatalogKindConfig } from '../catalog/catalog-kind';
import { catalogSuggestions } from '../catalog/catalog-suggestions';
import { lazyDialog } from '../catalog/lazy-dialog';
import {
  acceptSuggestedService,
  createService,
  decideSuggestedServices,
  deleteService,
  fetchServices,
  fetchSuggestedServices,
  markSuggestedServicesSeen,
  rejectSuggestedService,
  toSuggestionRow,
  updateService,
} from './api';
import type { Service } from './types';

const ServiceDialog = lazyDialog(() => import('./service-dialog/ServiceDialog').then((m) => m.ServiceDialog));

type ServiceValues = { name: string; cost: number };

/**
 * /admin/services: the global list in its fixed order with each default amount, and the doctors' and
 * clinics' suggestions. The admin sets no CPT code: a new service has none, an edit keeps its own.
 */
export const serviceKind: CatalogKindConfig<Service, ServiceValues> = {
  list: 'services',
  topic: 'services',
  noun: 'service',
  activeTabTitle: 'Active Services',
  searchPlaceholder: 'Search service',
  addLabel: 'Add SERVICE',
  columns: [
    { key: 'name', header: 'Name', render: (row) => row.name },
    { key: 'cost', header: 'Default Amount', render: (row) => formatDollars(row.cost) },
  ],
  fetch: async ({ page, pageSize, search }, signal) => {
    const { services, count, limit } = await fetchServices({ page, pageSize, search }, signal);
    return { rows: services, count, limit };
  },
  create: (values) => createService({ ...values, cpt: null }),
  update: (service, values) => updateService(service.uid, { ...values, cpt: service.cpt }),
  remove: deleteService,
  Dialog: ({ entry, ...props }) => (
    <ServiceDialog initial={entry ? { name: entry.name, cost: entry.cost } : undefined} {...props} />
  ),
  suggestions: catalogSuggestions({
    tabTitle: 'Suggested Services',
    queue: 'suggested-services',
    fetch: fetchSuggestedServices,
    key: 'suggested_services',
    toRow: toSuggestionRow,
    accept: acceptSuggestedService,
    reject: rejectSuggestedService,
    decideAll: decideSuggestedServices,
    bulkNoun: ['suggested service', 'suggested services'],
    markSeen: markSuggestedServicesSeen,
    showPendingBadge: true,
  }),
};
