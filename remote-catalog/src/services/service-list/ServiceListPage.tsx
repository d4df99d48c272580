import { CatalogListPage } from '../../catalog/CatalogListPage';
import { serviceKind } from '../service-kind';

/** /admin/services: the global list with default amounts, and the doctors' and clinics' suggestions. */
export function ServiceListPage() {
  return <CatalogListPage resource={serviceKind} />;
}
