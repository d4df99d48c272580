import { ListExport, ListResults, SavedViews, useListPage } from '@telehealth/shared/list';
import { Stack } from '@telehealth/shared/ui';
import { fetchEnquiries } from '../api';
import { EnquiryTable } from './EnquiryTable';
import { NewMessagesBanner } from './NewMessagesBanner';

const noFilters = () => ({});

/** /admin/enquiries: the new-messages banner, the enquiries newest first, pages in ?page=. */
export function EnquiryListPage() {
  const list = useListPage({
    resource: 'enquiries',
    filterKeys: [],
    readFilters: noFilters,
    live: ['enquiries'],
    load: ({ page, pageSize }, signal) => fetchEnquiries(page, pageSize, signal),
  });
  const { query } = list;

  // A failed read shows the error panel alone, without the banner or the export.
  if (query.status === 'error') return <ListResults list={list}>{null}</ListResults>;
  return (
    <Stack gap="4">
      <NewMessagesBanner count={query.data?.unread_count ?? 0} />
      <SavedViews list="enquiries" />
      <ListExport
        list={list}
        path="/enquiry"
        params={{ sort: [{ created_at: 'DESC' }] }}
        fileName="enquiries.csv"
      />
      <ListResults list={list}>
        <EnquiryTable
          rows={query.data?.enquiries ?? []}
          loading={query.status === 'loading'}
          firstRowNumber={list.firstRowNumber}
        />
      </ListResults>
    </Stack>
  );
}
