import { useApiQuery } from '@telehealth/shared/api';
import { ErrorPanel, ExportButton, Flex, Pagination, Stack, usePageParam } from '@telehealth/shared/ui';
import { useState } from 'react';
import { fetchEnquiries, PAGE_SIZE } from '../api';
import { EnquiryTable } from './EnquiryTable';
import { NewMessagesBanner } from './NewMessagesBanner';

/** /admin/enquiries: the new-messages banner, the enquiries newest first, pages in ?page=. */
export function EnquiryListPage() {
  const [page, setPage] = usePageParam();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);

  const query = useApiQuery(
    async (signal) => {
      const answer = await fetchEnquiries(page, pageSize, signal);
      if (answer.limit > 0) setPageSize(answer.limit);
      return answer;
    },
    [page],
    { live: ['enquiries'] },
  );

  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  return (
    <Stack gap="4">
      <NewMessagesBanner count={query.data?.unread_count ?? 0} />
      <Flex justify="flex-end">
        <ExportButton
          path="/enquiry"
          params={{ sort: [{ created_at: 'DESC' }] }}
          total={query.data?.count}
          fileName="enquiries.csv"
        />
      </Flex>
      <EnquiryTable
        rows={query.data?.enquiries ?? []}
        loading={query.status === 'loading'}
        firstRowNumber={page * pageSize + 1}
      />
      <Pagination page={page} pageSize={pageSize} total={query.data?.count ?? 0} onPageChange={setPage} />
    </Stack>
  );
}
