import { CatalogListPage } from '../../catalog/CatalogListPage';
import { boardCertificationKind } from '../board-certification-kind';

/** /admin/board-certifications: the global list of boards. */
export function BoardCertificationListPage() {
  return <CatalogListPage resource={boardCertificationKind} />;
}
