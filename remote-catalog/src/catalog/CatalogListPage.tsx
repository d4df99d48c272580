import { AssigneeFilter } from '@telehealth/shared/features';
import { usePermission } from '@telehealth/shared/session';
import {
  BulkActions,
  type ListRequest,
  ListResults,
  prefetchListPage,
  readKeys,
  SavedViews,
  useBulkSelection,
  useListPage,
} from '@telehealth/shared/list';
import { useApiQuery, useWrite, useWrites } from '@telehealth/shared/query';
import { ConfirmDialog, ErrorPanel, notifySuccess, Stack } from '@telehealth/shared/ui';
import { useQueryState } from '@telehealth/shared/url';
import { useState } from 'react';
import { asCatalogTab, CatalogTabs, tabLabel } from './CatalogTabs';
import { CatalogToolbar } from './CatalogToolbar';
import { SuggestionTable } from './SuggestionTable';
import type { SuggestionRow } from './types';
import { useClampPage } from './use-clamp-page';
import { useMarkSeen } from './use-mark-seen';
import { type CatalogEntry, type CatalogKindConfig, catalogTexts } from './catalog-kind';
import { CatalogTable } from './CatalogTable';

type OpenDialog<E> =
  | { kind: 'add' }
  | { kind: 'edit'; entry: E }
  | { kind: 'delete'; entry: E }
  | { kind: 'accept'; suggestion: SuggestionRow }
  | { kind: 'reject'; suggestion: SuggestionRow }
  | null;

const SEARCH_KEYS = ['search'] as const;
const DECISIONS = ['accept', 'reject'] as const;
type Decision = (typeof DECISIONS)[number];
const readSearch = readKeys(SEARCH_KEYS);

/** The list of a catalog's entries: searched by name, read again when its topic changes. */
function listOptions<E extends CatalogEntry, V>(resource: CatalogKindConfig<E, V>) {
  return {
    resource: resource.topic,
    filterKeys: SEARCH_KEYS,
    readFilters: readSearch,
    defaultSort: resource.defaultSort,
    live: [resource.topic],
    load: ({ filters, ...request }: ListRequest<{ search: string }>, signal: AbortSignal) =>
      resource.fetch({ ...request, search: filters.search }, signal),
  };
}

/** The first page of the entries, as the menu opens the list, read ahead of the visit (the host calls it). */
export function prefetchCatalogList<E extends CatalogEntry, V>(
  resource: CatalogKindConfig<E, V>,
): Promise<void> {
  return prefetchListPage(listOptions(resource));
}

/**
 * A catalog page (/admin/specialties, /admin/services, /admin/board-certifications): the search and
 * Add, the entries with edit and delete, and with suggestions the Active and Suggested tabs.
 */
export function CatalogListPage<E extends CatalogEntry, V>({
  resource,
}: {
  resource: CatalogKindConfig<E, V>;
}) {
  const { topic, suggestions: suggested, Dialog } = resource;
  const texts = catalogTexts(resource.noun);
  const [tabParam, setTab] = useQueryState('tab', 'active', { history: 'push' });
  const tab = asCatalogTab(tabParam);
  const [dialog, setDialog] = useState<OpenDialog<E>>(null);
  const close = () => setDialog(null);

  const list = useListPage(listOptions(resource));
  const { query, page, pageSize, setPage } = list;
  const search = list.filters.search;
  // The Suggested tab's Assignee filter, in the URL beside the search (so in links and saved views).
  const [assignee] = useQueryState('assignee');
  const suggestions = useApiQuery(
    [topic, 'suggestions', search, assignee],
    (signal) => suggested?.fetch({ search, assignee }, signal) ?? Promise.resolve({ rows: [], count: 0 }),
    { live: [topic] },
  );

  // The Suggested tab's bulk Accept and Reject; what is selected goes with another search or tab.
  const selection = useBulkSelection<SuggestionRow>({
    rowId: suggestionId,
    rowName: suggestionName,
    resetKey: JSON.stringify([search, assignee, tab]),
  });

  useClampPage(query.status === 'ready', query.data?.rows.length, query.data?.count, page, pageSize, setPage);
  const mayReview = usePermission('suggestions.review');
  const showsSuggestions = Boolean(suggested) && tab === 'suggested';
  // Marking seen is a review step: a role that only reads leaves the menu's dot to the reviewers.
  useMarkSeen(
    mayReview && tab === 'suggested' && suggestions.status === 'ready',
    suggestions.data?.rows.map((row) => row.uid).join(',') ?? '',
    suggested?.markSeen ?? noop,
  );

  const save = useWrites([[topic, 'list']]);
  async function write(run: () => Promise<unknown>, message: string) {
    await save(run);
    notifySuccess(message);
  }

  // Accepting adds to the list, rejecting does not; both change the suggestions and the menu's dot.
  // Also after a refusal (e.g. handled meanwhile in another tab): show the lists as they are now.
  const review = useWrite(({ verb, uid }: { verb: Decision; uid: string }) => suggested![verb](uid), {
    changes: ({ verb }) => (verb === 'accept' ? [topic] : [[topic, 'suggestions']]),
    afterRefusalToo: true,
  });
  async function decide(verb: Decision, uid: string) {
    if (!suggested) return;
    await review.mutateAsync({ verb, uid });
    notifySuccess(verb === 'accept' ? texts.accepted : texts.rejected);
  }

  const table = (
    <ListResults list={list}>
      <CatalogTable
        columns={resource.columns}
        rows={query.data?.rows ?? []}
        loading={query.status === 'loading' && !query.data}
        firstRowNumber={list.firstRowNumber}
        sort={resource.defaultSort ? list.sort : undefined}
        onSortChange={resource.defaultSort ? list.setSort : undefined}
        emptyText={resource.emptyText}
        layout={resource.list}
        onEdit={(entry) => setDialog({ kind: 'edit', entry })}
        onDelete={(entry) => setDialog({ kind: 'delete', entry })}
      />
    </ListResults>
  );

  return (
    <Stack gap="2">
      <SavedViews list={resource.list} />
      <CatalogToolbar
        search={search}
        onSearchChange={(value) => list.setFilters({ search: value })}
        onClear={() => list.setFilters({ search: null, assignee: null }, 'push')}
        filtered={showsSuggestions && assignee !== ''}
        filters={
          suggested &&
          showsSuggestions && (
            <AssigneeFilter
              queue={suggested.queue}
              value={assignee}
              onChange={(value) => list.setFilters({ assignee: value || null })}
            />
          )
        }
        searchPlaceholder={resource.searchPlaceholder}
        addLabel={resource.addLabel}
        onAdd={() => setDialog({ kind: 'add' })}
        addDisabled={Boolean(suggested?.disablesAdd) && tab === 'suggested'}
      />
      {suggested ? (
        <CatalogTabs
          tab={tab}
          onTabChange={setTab}
          activeLabel={tabLabel(resource.activeTabTitle ?? '', query.data?.count)}
          suggestedLabel={tabLabel(suggested.tabTitle, suggestions.data?.count)}
          active={table}
          suggested={
            suggestions.status === 'error' && !suggestions.data ? (
              <ErrorPanel onRetry={suggestions.reload} />
            ) : (
              <SuggestionTable
                queue={suggested.queue}
                rows={suggestions.data?.rows ?? []}
                loading={suggestions.status === 'loading' && !suggestions.data}
                showPendingBadge={suggested.showPendingBadge}
                onAccept={(suggestion) => setDialog({ kind: 'accept', suggestion })}
                onReject={(suggestion) => setDialog({ kind: 'reject', suggestion })}
                selection={selection.table}
              />
            )
          }
        />
      ) : (
        table
      )}

      {suggested && tab === 'suggested' && mayReview && (
        <BulkActions
          selection={selection}
          noun={suggested.bulkNoun}
          actions={[
            {
              key: 'accept',
              label: 'Accept',
              color: 'green',
              run: (uids) => suggested.decideAll('accept', uids),
            },
            {
              key: 'reject',
              label: 'Reject',
              color: 'red',
              variant: 'outline',
              run: (uids) => suggested.decideAll('reject', uids),
            },
          ]}
          changes={[topic]}
        />
      )}

      <Dialog
        open={dialog?.kind === 'add'}
        onSubmit={(values) => write(() => resource.create(values), texts.added)}
        onClose={close}
      />
      <Dialog
        open={dialog?.kind === 'edit'}
        entry={dialog?.kind === 'edit' ? dialog.entry : undefined}
        onSubmit={(values) =>
          dialog?.kind === 'edit'
            ? write(() => resource.update(dialog.entry, values), texts.updated)
            : Promise.resolve()
        }
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={texts.confirm('delete')}
        description={dialog?.kind === 'delete' ? dialog.entry.name : undefined}
        confirmColor="red"
        onConfirm={() =>
          dialog?.kind === 'delete' && write(() => resource.remove(dialog.entry.uid), texts.deleted)
        }
        onClose={close}
      />
      {suggested &&
        DECISIONS.map((verb) => (
          <ConfirmDialog
            key={verb}
            open={dialog?.kind === verb}
            title={texts.confirm(verb)}
            description={dialog?.kind === verb ? dialog.suggestion.name : undefined}
            confirmColor={verb === 'reject' ? 'red' : undefined}
            onConfirm={() => dialog?.kind === verb && decide(verb, dialog.suggestion.uid)}
            onClose={close}
          />
        ))}
    </Stack>
  );
}

const noop = () => Promise.resolve();
const suggestionId = (row: SuggestionRow) => row.uid;
const suggestionName = (row: SuggestionRow) => row.name;
