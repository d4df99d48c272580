import { ExportButton, type ExportButtonProps, Flex } from '@telehealth/shared/ui';
import type { ListAnswer, ListPage } from './use-list-page';

export interface ListExportProps {
  list: ListPage<unknown, ListAnswer>;
  /** The list's API path, e.g. `/doctor`. */
  path: string;
  /** The list's parameters besides its page (the same as the page's read). */
  params: ExportButtonProps['params'];
  fileName: string;
}

/** Export, on the right above the table: every row the list's filters match, as CSV. */
export function ListExport({ list, path, params, fileName }: ListExportProps) {
  return (
    <Flex justify="flex-end">
      <ExportButton path={path} params={params} total={list.query.data?.count} fileName={fileName} />
    </Flex>
  );
}
