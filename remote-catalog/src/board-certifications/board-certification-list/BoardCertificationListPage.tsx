import { CatalogListPage, prefetchCatalogList } from '../../catalog/CatalogListPage';
import { boardCertificationResource } from '../board-certification-resource';

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchBoardCertificationList = () => prefetchCatalogList(boardCertificationResource);

/** /admin/board-certifications: the global list of boards. */
export function BoardCertificationListPage() {
  return <CatalogListPage resource={boardCertificationResource} />;
}
