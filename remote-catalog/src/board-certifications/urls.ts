export const BOARD_CERTIFICATIONS_PATH = '/admin/board-certifications';

export enum BoardCertificationSortField {
  name = 'name',
}
