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
import { CatalogToolbar } from '../../common/CatalogToolbar';
import { lazyDialog } from '../../common/lazy-dialog';
import { useClampPage } from '../../common/use-clamp-page';
import { usePageSize } from '../../common/use-page-size';
import {
  createBoardCertification,
  deleteBoardCertification,
  fetchBoardCertifications,
  renameBoardCertification,
} from '../api';
import type { BoardCertification } from '../types';
import { BoardCertificationSortField } from '../urls';
import { BoardCertificationTable } from './BoardCertificationTable';

const BoardCertificationDialog = lazyDialog(() =>
  import('../board-certification-dialog/BoardCertificationDialog').then((m) => m.BoardCertificationDialog),
);

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; board: BoardCertification }
  | { kind: 'delete'; board: BoardCertification }
  | null;

const DEFAULT_SORT = { field: BoardCertificationSortField.name, direction: 'ASC' } as const;

/** /admin/board-certifications: the global list of boards. */
export function BoardCertificationListPage() {
  const [search, setSearch] = useQueryState('search');
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(DEFAULT_SORT);
  const resetParams = useResetParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const [answeredLimit, setAnsweredLimit] = useState<number>();
  const pageSize = usePageSize(answeredLimit);
  const boards = useApiQuery(
    ['board-certifications', 'list', { page, pageSize, search, sort }],
    (signal) => fetchBoardCertifications({ page, pageSize, search, sort }, signal),
    { live: ['board-certifications'] },
  );
  useEffect(() => setAnsweredLimit(boards.data?.limit), [boards.data?.limit]);
  const count = boards.data?.count;
  useClampPage(
    boards.status === 'ready',
    boards.data?.board_certificates.length,
    count,
    page,
    pageSize,
    setPage,
  );

  async function add(name: string) {
    await createBoardCertification(name);
    notifySuccess('Board certification added successfully');
    boards.reload();
  }

  async function rename(board: BoardCertification, name: string) {
    await renameBoardCertification(board, name);
    notifySuccess('Board certification updated successfully');
    boards.reload();
  }

  async function remove(uid: string) {
    await deleteBoardCertification(uid);
    notifySuccess('Board certification deleted successfully');
    boards.reload();
  }

  return (
    <Stack gap="2">
      <CatalogToolbar
        search={search}
        onSearchChange={setSearch}
        onClear={() => resetParams(['search'])}
        searchPlaceholder="Search by board"
        addLabel="Add Board Certifications"
        onAdd={() => setDialog({ kind: 'add' })}
      />
      {boards.status === 'error' && !boards.data ? (
        <ErrorPanel onRetry={boards.reload} />
      ) : (
        <>
          <BoardCertificationTable
            rows={boards.data?.board_certificates ?? []}
            loading={boards.status === 'loading' && !boards.data}
            firstRowNumber={page * pageSize + 1}
            sort={sort}
            onSortChange={setSort}
            onEdit={(board) => setDialog({ kind: 'edit', board })}
            onDelete={(board) => setDialog({ kind: 'delete', board })}
          />
          <Pagination page={page} pageSize={pageSize} total={count ?? 0} onPageChange={setPage} />
        </>
      )}

      <BoardCertificationDialog open={dialog?.kind === 'add'} onSubmit={add} onClose={close} />
      <BoardCertificationDialog
        open={dialog?.kind === 'edit'}
        initialName={dialog?.kind === 'edit' ? dialog.board.name : ''}
        onSubmit={(name) => (dialog?.kind === 'edit' ? rename(dialog.board, name) : Promise.resolve())}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Are you sure you want to delete this board certification?"
        description={dialog?.kind === 'delete' ? dialog.board.name : undefined}
        confirmColor="red"
        onConfirm={() => dialog?.kind === 'delete' && remove(dialog.board.uid)}
        onClose={close}
      />
    </Stack>
  );
}
