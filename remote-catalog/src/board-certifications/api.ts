// All data access of the Board Certifications page.
import { api, pageWindow, toApiSort } from '@telehealth/shared/api';
import type { SortState } from '@telehealth/shared/url';
import type { BoardCertification, BoardCertificationAnswer, BoardCertificationList } from './types';

export interface BoardCertificationListQuery {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState;
}

export function fetchBoardCertifications(
  { page, pageSize, search, sort }: BoardCertificationListQuery,
  signal?: AbortSignal,
) {
  return api.get<BoardCertificationList>('/doctor/board-certificates/global', {
    signal,
    searchParams: {
      search: search.trim() || undefined,
      sort: toApiSort(sort),
      ...pageWindow(page, pageSize),
    },
  });
}

/** The body carries cpt and cost, as the API's call takes them; a board has neither, so both are null. */
export function createBoardCertification(name: string) {
  return api.post<BoardCertificationAnswer>('/doctor/board-certificates/global', {
    active: true,
    name,
    cpt: null,
    cost: null,
  });
}

export function renameBoardCertification(board: BoardCertification, name: string) {
  return api.put<BoardCertificationAnswer>(`/doctor/board-certificates/${board.uid}`, {
    name,
    cpt: board.cpt,
    cost: board.cost === null ? null : Number(board.cost),
  });
}

export function deleteBoardCertification(uid: string) {
  return api.delete<null>(`/doctor/board-certificates/${uid}`);
}
