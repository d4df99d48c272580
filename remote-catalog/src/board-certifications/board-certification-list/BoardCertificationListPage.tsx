import { CatalogListPage, prefetchCatalogList } from '../../catalog/CatalogListPage';
import { boardCertificationKind } from '../board-certification-kind';

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchBoardCertificationList = () => prefetchCatalogList(boardCertificationKind);

/** /admin/board-certifications: the global list of boards. */
export function BoardCertificationListPage() {
  return <CatalogListPage resource={boardCertificationKind} />;
}
