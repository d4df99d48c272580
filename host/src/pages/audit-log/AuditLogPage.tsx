import { useApiQuery } from '@telehealth/shared/api';
import {
  ErrorPanel,
  ExportButton,
  Flex,
  Pagination,
  Stack,
  Text,
  usePageParam,
  useResetParams,
  useUpdateParams,
} from '@telehealth/shared/ui';
import { validDay } from '@telehealth/shared/format';
import { useLocation } from 'react-router-dom';
import { useApiQuery as useOnce } from '../../hooks/use-api-query';
import { usePageTitle } from '../../shell/use-page-title';
import {
  AUDIT_FILTER_KEYS,
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditParams,
  fetchAudit,
  fetchAuditFilterChoices,
} from './audit-api';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';

const PARAM: Record<keyof AuditFilters, string> = {
  admin: 'admin',
  action: 'action',
  targetType: 'target_type',
  target: 'target',
  from: 'from',
  to: 'to',
  search: 'search',
};

function readFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const get = (key: keyof AuditFilters) => params.get(PARAM[key]) ?? '';
  return {
    admin: get('admin'),
    action: get('action'),
    targetType: get('targetType'),
    target: get('target'),
    from: validDay(get('from')),
    to: validDay(get('to')),
    search: get('search'),
  };
}

/**
 * /admin/audit-log: who did what, to which record, when and from where: every administrator's
 * writes and the reads of patients' full records, filtered by admin, action, target and days (all
 * kept in the URL), exported as CSV.
 */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const location = useLocation();
  const filters = readFilters(location.search);
  const [page, setPage] = usePageParam();
  const updateParams = useUpdateParams();
  const reset = useResetParams();
  const choices = useOnce((signal) => fetchAuditFilterChoices(signal));
  const key = JSON.stringify(filters);
  const query = useApiQuery((signal) => fetchAudit(filters, page, signal), [key, page]);

  const onChange = (changes: Partial<AuditFilters>) => {
    const params: Record<string, string> = { page: '' };
    for (const [name, value] of Object.entries(changes))
      params[PARAM[name as keyof AuditFilters]] = value ?? '';
    updateParams(params, 'replace');
  };
  const data = query.data;
  return (
    <Stack gap="4">
      <AuditLogFilters
        values={filters}
        choices={choices.data}
        onChange={onChange}
        onClear={() => reset([...AUDIT_FILTER_KEYS])}
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" data-testid="audit-count">
          {data
            ? `${data.count.toLocaleString('en-US')}${data.count_capped ? '+' : ''} ${data.count === 1 ? 'entry' : 'entries'}`
            : ''}
        </Text>
        <ExportButton
          path="/audit"
          params={auditParams(filters)}
          total={data && !data.count_capped ? data.count : null}
          fileName="audit-log.csv"
        />
      </Flex>
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <>
          <AuditLogTable rows={data?.entries ?? []} loading={query.status === 'loading'} />
          <Pagination
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={data?.count ?? 0}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
