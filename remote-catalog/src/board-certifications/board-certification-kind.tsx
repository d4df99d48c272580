import type { CatalogKindConfig } from '../catalog/catalog-kind';
import { lazyNameDialog } from '../catalog/lazy-dialog';
import {
  createBoardCertification,
  deleteBoardCertification,
  fetchBoardCertifications,
  renameBoardCertification,
} from './api';
import type { BoardCertification } from './types';
import { BoardCertificationSortField } from './urls';

/** /admin/board-certifications: the global list of boards, sortable by name, without suggestions. */
export const boardCertificationKind: CatalogKindConfig<BoardCertification, string> = {
  list: 'board-certifications',
  topic: 'board-certifications',
  noun: 'board certification',
  searchPlaceholder: 'Search by board',
  addLabel: 'Add Board Certifications',
  emptyText: 'No Board Certifications',
  defaultSort: { field: BoardCertificationSortField.name, direction: 'ASC' },
  columns: [
    {
      key: 'name',
      header: 'Board Name',
      sortField: BoardCertificationSortField.name,
      render: (row) => row.name,
    },
  ],
  fetch: async (request, signal) => {
    const { board_certificates, count, limit } = await fetchBoardCertifications(request, signal);
    return { rows: board_certificates, count, limit };
  },
  create: createBoardCertification,
  update: renameBoardCertification,
  remove: deleteBoardCertification,
  Dialog: lazyNameDialog(() =>
    import('./board-certification-dialog/BoardCertificationDialog').then((m) => m.BoardCertificationDialog),
  ),
};
