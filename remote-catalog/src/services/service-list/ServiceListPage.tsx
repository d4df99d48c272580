import { CatalogListPage } from '../../catalog/CatalogListPage';
import { serviceResource } from '../service-resource';

/** /admin/services: the global list with default amounts, and the doctors' and clinics' suggestions. */
export function ServiceListPage() {
  return <CatalogListPage resource={serviceResource} />;
}
