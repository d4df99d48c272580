import { ListExport, ListResults, listTable, readKeys, SavedViews, useListPage } from '@telehealth/shared/list';
import { Can } from '@telehealth/shared/session';
import {
  Button,
  FilterBar,
  Flex,
  notifySuccess,
  RowLink,
  SearchInput,
  SelectFilter,
  Stack,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';
import { formatTimestamp } from '@telehealth/shared/format';
import { invalidateQueries } from '@telehealth/shared/query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { {{NAME}}_FILTER_KEYS, fetch{{Names}}, {{name}}ListParams, save{{Name}} } from './api';
import { {{Name}}Dialog } from './{{Name}}Dialog';
import { {{name}}Url } from './resource';
import type { {{Name}}, {{Name}}Body } from './types';

const STATUS_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Active', value: 'active' },
  { label: 'Archived', value: 'archived' },
];

export const {{Name}}Table = listTable<{{Name}}>(
  [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      render: (row) => <RowLink to={{{name}}Url(row.uid)}>{row.name}</RowLink>,
    },
    { key: 'description', header: 'Description', render: (row) => row.description ?? '-' },
    {
      key: 'status',
      header: 'Status',
      sortField: 'status',
      render: (row) => <StatusBadge label={row.status} tone={toneForStatus(row.status)} />,
    },
    {
      key: 'created_at',
      header: 'Added',
      sortField: 'created_at',
      render: (row) => formatTimestamp(row.created_at),
    },
  ],
  { layout: '{{names-kebab}}' },
);

/** /admin/{{names-kebab}}: search, status filter, sort, export, saved views; live while open. */
export function {{Name}}ListPage() {
  const list = useListPage({
    resource: '{{names-kebab}}',
    filterKeys: {{NAME}}_FILTER_KEYS,
    readFilters: readKeys({{NAME}}_FILTER_KEYS),
    live: ['{{names-kebab}}'],
    load: fetch{{Names}},
  });
  const [adding, setAdding] = useState(false);
  const { filters, query, sort } = list;

  async function add(body: {{Name}}Body) {
    await save{{Name}}(null, body);
    notifySuccess('{{Label}} added');
    void invalidateQueries('{{names-kebab}}');
  }

  return (
    <Stack gap="4">
      <SavedViews list="{{names-kebab}}" />
      <Flex justify="space-between" align="flex-start" wrap="wrap" columnGap="4">
        <FilterBar onClear={list.clear} clearDisabled={!filters.search && !filters.status}>
          <SearchInput
            value={filters.search}
            onChange={(search) => list.setFilters({ search })}
            placeholder="Search by name"
          />
          <SelectFilter
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.setFilters({ status }, 'push')}
          />
        </FilterBar>
        <Can permission="{{names-kebab}}.write">
          <Button colorPalette="teal" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden /> Add {{Label}}
          </Button>
        </Can>
      </Flex>
      <ListExport
        permission="{{names-kebab}}.export"
        list={list}
        path="/{{name-kebab}}"
        params={{{name}}ListParams(filters, sort)}
        fileName="{{names-kebab}}.csv"
      />
      <ListResults list={list}>
        <{{Name}}Table rows={query.data?.{{names_snake}} ?? []} {...list.tableProps} />
      </ListResults>
      <{{Name}}Dialog open={adding} onSubmit={add} onClose={() => setAdding(false)} />
    </Stack>
  );
}

export default {{Name}}ListPage;
