import { Can, usePermission } from '@telehealth/shared/session';
import {
  type BulkActionSpec,
  BulkActions,
  ListExport,
  ListResults,
  type ListPageOptions,
  listMatching,
  prefetchListPage,
  SavedViews,
  useListPage,
  useListSelection,
} from '@telehealth/shared/list';
import { AssigneeFilter } from '@telehealth/shared/features';
import { FilterBar, Stack } from '@telehealth/shared/ui';
import { enquiryWhere, fetchEnquiries, setEnquiryStatuses } from '../api';
import { enquirerName } from '../components/enquirer';
import type { Enquiry } from '../types';
import { EnquiryTable, enquiryKey } from './EnquiryTable';
import { NewMessagesBanner } from './NewMessagesBanner';

/** The list's filters as the URL keeps them (and its saved views). */
const FILTER_KEYS = ['assignee'] as const;
const readFilters = (params: URLSearchParams) => ({ assignee: params.get('assignee') ?? '' });
const enquiryName = (row: Enquiry) => `${enquirerName(row)}: ${row.subject}`;
const toIds = (keys: string[]) => keys.map(Number);

/** Mark done (status 1) and Mark pending (status 0), as the detail page's toggle does one at a time. */
const ACTIONS: BulkActionSpec[] = [
  {
    key: 'done',
    label: 'Mark done',
    question: (items) => `Mark ${items} as done?`,
    run: (ids) => setEnquiryStatuses(toIds(ids), 1),
  },
  {
    key: 'pending',
    label: 'Mark pending',
    question: (items) => `Mark ${items} as pending?`,
    variant: 'outline',
    run: (ids) => setEnquiryStatuses(toIds(ids), 0),
  },
];
const NOUN = ['enquiry', 'enquiries'] as const;

const ENQUIRY_LIST: ListPageOptions<{ assignee: string }, Awaited<ReturnType<typeof fetchEnquiries>>> = {
  resource: 'enquiries',
  filterKeys: FILTER_KEYS,
  readFilters,
  live: ['enquiries'],
  load: ({ page, pageSize, filters }, signal) => fetchEnquiries(page, pageSize, signal, filters.assignee),
};

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchEnquiryList = () => prefetchListPage(ENQUIRY_LIST);

/** /admin/enquiries: the new-messages banner, the enquiries newest first, pages in ?page=. */
export function EnquiryListPage() {
  // No selection column for a role that has no bulk action to take.
  const mayReply = usePermission('enquiries.reply');
  const list = useListPage(ENQUIRY_LIST);
  const { query } = list;
  const selection = useListSelection(list, enquiryKey, enquiryName);
  const rows = query.data?.enquiries ?? [];

  // A failed read shows the error panel alone, without the banner or the export.
  if (query.status === 'error') return <ListResults list={list}>{null}</ListResults>;
  return (
    <Stack gap="4">
      <NewMessagesBanner count={query.data?.unread_count ?? 0} />
      <SavedViews list="enquiries" />
      <FilterBar onClear={list.clear}>
        <AssigneeFilter
          queue="enquiries"
          value={list.filters.assignee}
          onChange={(assignee) => list.setFilters({ assignee })}
        />
      </FilterBar>
      <ListExport
        permission="enquiries.export"
        list={list}
        path="/enquiry"
        params={{ sort: [{ created_at: 'DESC' }], ...enquiryWhere(list.filters.assignee) }}
        fileName="enquiries.csv"
      />
      <ListResults list={list}>
        <EnquiryTable
          rows={rows}
          loading={query.status === 'loading'}
          firstRowNumber={list.firstRowNumber}
          selection={mayReply ? selection.table : undefined}
        />
      </ListResults>
      <Can permission="enquiries.reply">
        <BulkActions
          selection={selection}
          noun={NOUN}
          actions={ACTIONS}
          matching={listMatching(list, (answer) => answer.enquiries, enquiryKey)}
          changes={['enquiries']}
        />
      </Can>
    </Stack>
  );
}
