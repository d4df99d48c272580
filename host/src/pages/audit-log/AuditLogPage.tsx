import { validDay } from '@telehealth/shared/format';
import { ListResults, SavedViews, useListPage } from '@telehealth/shared/list';
import { useApiQuery } from '@telehealth/shared/query';
import { ExportButton, Flex, Stack, Text } from '@telehealth/shared/ui';
import { usePageTitle } from '../../shell/use-page-title';
import {
  AUDIT_FILTER_KEYS,
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

function readFilters(params: URLSearchParams): AuditFilters {
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
  const list = useListPage({
    resource: 'audit',
    filterKeys: AUDIT_FILTER_KEYS,
    readFilters,
    load: ({ filters, page, pageSize }, signal) => fetchAudit(filters, page, pageSize, signal),
  });
  const choices = useApiQuery(['audit', 'filter-choices'], fetchAuditFilterChoices);
  const { filters, query } = list;

  const onChange = (changes: Partial<AuditFilters>) => {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(changes))
      params[PARAM[name as keyof AuditFilters]] = value ?? '';
    list.setFilters(params);
  };
  const data = query.data;
  return (
    <Stack gap="4">
      <SavedViews list="audit-log" />
      <AuditLogFilters values={filters} choices={choices.data} onChange={onChange} onClear={list.clear} />
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
      <ListResults list={list}>
        <AuditLogTable rows={data?.entries ?? []} loading={query.status === 'loading'} />
      </ListResults>
    </Stack>
  );
}
