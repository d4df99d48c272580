import { refreshDashboard } from '@telehealth/shared/api';
import { useApiQuery } from '@telehealth/shared/query';
import {
  ConfirmDialog,
  ErrorPanel,
  Pagination,
  Stack,
  notifySuccess,
  usePageParam,
  useQueryState,
  useResetParams,
} from '@telehealth/shared/ui';
import { useEffect, useState } from 'react';
import { asCatalogTab, CatalogTabs, tabLabel } from '../../common/CatalogTabs';
import { CatalogToolbar } from '../../common/CatalogToolbar';
import { SuggestionTable } from '../../common/SuggestionTable';
import type { SuggestionRow } from '../../common/types';
import { lazyDialog } from '../../common/lazy-dialog';
import { useClampPage } from '../../common/use-clamp-page';
import { useMarkSeen } from '../../common/use-mark-seen';
import { usePageSize } from '../../common/use-page-size';
import {
  acceptSuggestedService,
  createService,
  deleteService,
  fetchServices,
  fetchSuggestedServices,
  markSuggestedServicesSeen,
  rejectSuggestedService,
  toSuggestionRow,
  updateService,
} from '../api';
import type { Service } from '../types';
import { ServiceTable } from './ServiceTable';

const ServiceDialog = lazyDialog(() =>
  import('../service-dialog/ServiceDialog').then((m) => m.ServiceDialog),
);

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; service: Service }
  | { kind: 'delete'; service: Service }
  | { kind: 'accept'; suggestion: SuggestionRow }
  | { kind: 'reject'; suggestion: SuggestionRow }
  | null;

/** /admin/services: the global list with default amounts, and the doctors' and clinics' suggestions. */
export function ServiceListPage() {
  const [tabParam, setTab] = useQueryState('tab', 'active', { history: 'push' });
  const tab = asCatalogTab(tabParam);
  const [search, setSearch] = useQueryState('search');
  const [page, setPage] = usePageParam();
  const resetParams = useResetParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const [answeredLimit, setAnsweredLimit] = useState<number>();
  const pageSize = usePageSize(answeredLimit);
  const services = useApiQuery(
    ['services', 'list', { page, pageSize, search }],
    (signal) => fetchServices({ page, pageSize, search }, signal),
    { live: ['services'] },
  );
  const suggestions = useApiQuery(
    ['services', 'suggestions', search],
    (signal) => fetchSuggestedServices(search, signal),
    { live: ['services'] },
  );
  useEffect(() => setAnsweredLimit(services.data?.limit), [services.data?.limit]);

  const count = services.data?.count;
  useClampPage(services.status === 'ready', services.data?.services.length, count, page, pageSize, setPage);

  const suggestionRows = suggestions.data?.suggested_services.map(toSuggestionRow) ?? [];
  useMarkSeen(
    tab === 'suggested' && suggestions.status === 'ready',
    suggestionRows.map((row) => row.uid).join(','),
    markSuggestedServicesSeen,
  );

  async function add(values: { name: string; cost: number }) {
    await createService({ ...values, cpt: null });
    notifySuccess('Service added successfully');
    services.reload();
  }

  async function update(service: Service, values: { name: string; cost: number }) {
    await updateService(service.uid, { ...values, cpt: service.cpt });
    notifySuccess('Service updated successfully');
    services.reload();
  }

  async function remove(uid: string) {
    await deleteService(uid);
    notifySuccess('Service deleted successfully');
    services.reload();
  }

  async function accept(uid: string) {
    try {
      await acceptSuggestedService(uid);
      notifySuccess('Service added to global list.');
    } finally {
      // Also after a refusal (e.g. handled meanwhile elsewhere): show the lists as they are now.
      suggestions.reload();
      services.reload();
      refreshDashboard();
    }
  }

  async function reject(uid: string) {
    try {
      await rejectSuggestedService(uid);
      notifySuccess('Service rejected');
    } finally {
      suggestions.reload();
      refreshDashboard();
    }
  }

  const loadError = (query: { status: string; data?: unknown; reload: () => void }) =>
    query.status === 'error' && !query.data ? <ErrorPanel onRetry={query.reload} /> : null;

  return (
    <Stack gap="2">
      <CatalogToolbar
        search={search}
        onSearchChange={setSearch}
        onClear={() => resetParams(['search'])}
        searchPlaceholder="Search service"
        addLabel="Add SERVICE"
        onAdd={() => setDialog({ kind: 'add' })}
      />
      <CatalogTabs
        tab={tab}
        onTabChange={setTab}
        activeLabel={tabLabel('Active Services', services.data?.count)}
        suggestedLabel={tabLabel('Suggested Services', suggestions.data?.count)}
        active={
          loadError(services) ?? (
            <>
              <ServiceTable
                rows={services.data?.services ?? []}
                loading={services.status === 'loading' && !services.data}
                firstRowNumber={page * pageSize + 1}
                onEdit={(service) => setDialog({ kind: 'edit', service })}
                onDelete={(service) => setDialog({ kind: 'delete', service })}
              />
              <Pagination page={page} pageSize={pageSize} total={count ?? 0} onPageChange={setPage} />
            </>
          )
        }
        suggested={
          loadError(suggestions) ?? (
            <SuggestionTable
              rows={suggestionRows}
              loading={suggestions.status === 'loading' && !suggestions.data}
              showPendingBadge
              onAccept={(suggestion) => setDialog({ kind: 'accept', suggestion })}
              onReject={(suggestion) => setDialog({ kind: 'reject', suggestion })}
            />
          )
        }
      />

      <ServiceDialog open={dialog?.kind === 'add'} onSubmit={add} onClose={close} />
      <ServiceDialog
        open={dialog?.kind === 'edit'}
        initial={
          dialog?.kind === 'edit' ? { name: dialog.service.name, cost: dialog.service.cost } : undefined
        }
        onSubmit={(values) => (dialog?.kind === 'edit' ? update(dialog.service, values) : Promise.resolve())}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Are you sure you want to delete this service?"
        description={dialog?.kind === 'delete' ? dialog.service.name : undefined}
        confirmColor="red"
        onConfirm={() => dialog?.kind === 'delete' && remove(dialog.service.uid)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'accept'}
        title="Are you sure you want to accept this service?"
        description={dialog?.kind === 'accept' ? dialog.suggestion.name : undefined}
        onConfirm={() => dialog?.kind === 'accept' && accept(dialog.suggestion.uid)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'reject'}
        title="Are you sure you want to reject this service?"
        description={dialog?.kind === 'reject' ? dialog.suggestion.name : undefined}
        confirmColor="red"
        onConfirm={() => dialog?.kind === 'reject' && reject(dialog.suggestion.uid)}
        onClose={close}
      />
    </Stack>
  );
}
