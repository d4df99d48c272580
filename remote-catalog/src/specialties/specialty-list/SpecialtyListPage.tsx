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
  useSortParam,
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
  acceptSuggestedSpecialty,
  createSpecialty,
  deleteSpecialty,
  fetchSpecialties,
  fetchSuggestedSpecialties,
  markSuggestedSpecialtiesSeen,
  rejectSuggestedSpecialty,
  renameSpecialty,
  toSuggestionRow,
} from '../api';
import type { Specialty } from '../types';
import { SpecialtySortField } from '../urls';
import { SpecialtyTable } from './SpecialtyTable';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; specialty: Specialty }
  | { kind: 'delete'; specialty: Specialty }
  | { kind: 'accept'; suggestion: SuggestionRow }
  | { kind: 'reject'; suggestion: SuggestionRow }
  | null;

const SpecialtyDialog = lazyDialog(() =>
  import('../specialty-dialog/SpecialtyDialog').then((m) => m.SpecialtyDialog),
);

const DEFAULT_SORT = { field: SpecialtySortField.name, direction: 'ASC' } as const;

/** /admin/specialties: the global list and the doctors' and clinics' suggestions. */
export function SpecialtyListPage() {
  const [tabParam, setTab] = useQueryState('tab', 'active', { history: 'push' });
  const tab = asCatalogTab(tabParam);
  const [search, setSearch] = useQueryState('search');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(DEFAULT_SORT);
  const resetParams = useResetParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const [answeredLimit, setAnsweredLimit] = useState<number>();
  const pageSize = usePageSize(answeredLimit);
  const specialties = useApiQuery(
    ['specialties', 'list', { page, pageSize, search, sort }],
    (signal) => fetchSpecialties({ page, pageSize, search, sort }, signal),
    { live: ['specialties'] },
  );
  const suggestions = useApiQuery(
    ['specialties', 'suggestions', search],
    (signal) => fetchSuggestedSpecialties(search, signal),
    { live: ['specialties'] },
  );

  useEffect(() => setAnsweredLimit(specialties.data?.limit), [specialties.data?.limit]);

  const count = specialties.data?.count;
  useClampPage(
    specialties.status === 'ready',
    specialties.data?.specialities.length,
    count,
    page,
    pageSize,
    setPage,
  );

  const suggestionRows = suggestions.data?.suggested_specialities.map(toSuggestionRow) ?? [];
  useMarkSeen(
    tab === 'suggested' && suggestions.status === 'ready',
    suggestionRows.map((row) => row.uid).join(','),
    markSuggestedSpecialtiesSeen,
  );

  async function add(name: string) {
    await createSpecialty(name);
    notifySuccess('Specialty added successfully');
    specialties.reload();
  }

  async function rename(uid: string, name: string) {
    await renameSpecialty(uid, name);
    notifySuccess('Specialty updated successfully');
    specialties.reload();
  }

  async function remove(uid: string) {
    await deleteSpecialty(uid);
    notifySuccess('Specialty deleted successfully');
    specialties.reload();
  }

  async function accept(uid: string) {
    try {
      await acceptSuggestedSpecialty(uid);
      notifySuccess('Specialty added to global list.');
    } finally {
      // Also after a refusal (e.g. handled meanwhile in another tab): show the lists as they are now.
      suggestions.reload();
      specialties.reload();
      refreshDashboard();
    }
  }

  async function reject(uid: string) {
    try {
      await rejectSuggestedSpecialty(uid);
      notifySuccess('Specialty rejected');
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
        searchPlaceholder="Search specialty"
        addLabel="Add specialty"
        onAdd={() => setDialog({ kind: 'add' })}
        addDisabled={tab === 'suggested'}
      />
      <CatalogTabs
        tab={tab}
        onTabChange={setTab}
        activeLabel={tabLabel('Active Specialties', specialties.data?.count)}
        suggestedLabel={tabLabel('Suggested Specialties', suggestions.data?.count)}
        active={
          loadError(specialties) ?? (
            <>
              <SpecialtyTable
                rows={specialties.data?.specialities ?? []}
                loading={specialties.status === 'loading' && !specialties.data}
                firstRowNumber={page * pageSize + 1}
                sort={sort}
                onSortChange={setSort}
                onEdit={(specialty) => setDialog({ kind: 'edit', specialty })}
                onDelete={(specialty) => setDialog({ kind: 'delete', specialty })}
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
              onAccept={(suggestion) => setDialog({ kind: 'accept', suggestion })}
              onReject={(suggestion) => setDialog({ kind: 'reject', suggestion })}
            />
          )
        }
      />

      <SpecialtyDialog open={dialog?.kind === 'add'} onSubmit={add} onClose={close} />
      <SpecialtyDialog
        open={dialog?.kind === 'edit'}
        initialName={dialog?.kind === 'edit' ? dialog.specialty.name : ''}
        onSubmit={(name) =>
          dialog?.kind === 'edit' ? rename(dialog.specialty.uid, name) : Promise.resolve()
        }
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Are you sure you want to delete this specialty?"
        description={dialog?.kind === 'delete' ? dialog.specialty.name : undefined}
        confirmColor="red"
        onConfirm={() => dialog?.kind === 'delete' && remove(dialog.specialty.uid)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'accept'}
        title="Are you sure you want to accept this specialty?"
        description={dialog?.kind === 'accept' ? dialog.suggestion.name : undefined}
        onConfirm={() => dialog?.kind === 'accept' && accept(dialog.suggestion.uid)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'reject'}
        title="Are you sure you want to reject this specialty?"
        description={dialog?.kind === 'reject' ? dialog.suggestion.name : undefined}
        confirmColor="red"
        onConfirm={() => dialog?.kind === 'reject' && reject(dialog.suggestion.uid)}
        onClose={close}
      />
    </Stack>
  );
}
