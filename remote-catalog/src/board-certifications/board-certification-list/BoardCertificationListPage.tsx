import { CatalogListPage } from '../../catalog/CatalogListPage';
import { boardCertificationResource } from '../board-certification-resource';

/** /admin/board-certifications: the global list of boards. */
export function BoardCertificationListPage() {
  return <CatalogListPage resource={boardCertificationResource} />;
}
