import { ExportButton, type ExportButtonProps, Flex } from '@telehealth/shared/ui';
import { usePermission } from '@telehealth/shared/session';
import type { ListAnswer, ListPage } from './use-list-page';

export interface ListExportProps {
  list: ListPage<unknown, ListAnswer>;
  /** The list's API path, e.g. `/doctor`. */
  path: string;
  /** The list's parameters besides its page (the same as the page's read). */
  params: ExportButtonProps['params'];
  fileName: string;
  /** The permission the API's CSV export of this list needs: without it, no Export button. */
  permission?: string;
}

/** Export, on the right above the table: every row the list's filters match, as CSV. */
export function ListExport({ list, path, params, fileName, permission }: ListExportProps) {
  const allowed = usePermission(permission ?? '');
  if (permission && !allowed) return null;
  return (
    <Flex justify="flex-end">
      <ExportButton path={path} params={params} total={list.query.data?.count} fileName={fileName} />
    </Flex>
  );
}
