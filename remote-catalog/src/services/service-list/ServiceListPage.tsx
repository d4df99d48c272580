import { CatalogListPage, prefetchCatalogList } from '../../catalog/CatalogListPage';
import { serviceKind } from '../service-kind';

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchServiceList = () => prefetchCatalogList(serviceKind);

/** /admin/services: the global list with default amounts, and the doctors' and clinics' suggestions. */
export function ServiceListPage() {
  return <CatalogListPage resource={serviceKind} />;
}
