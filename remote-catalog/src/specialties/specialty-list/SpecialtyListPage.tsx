import { CatalogListPage, prefetchCatalogList } from '../../catalog/CatalogListPage';
import { specialtyResource } from '../specialty-resource';

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchSpecialtyList = () => prefetchCatalogList(specialtyResource);

/** /admin/specialties: the global list and the doctors' and clinics' suggestions. */
export function SpecialtyListPage() {
  return <CatalogListPage resource={specialtyResource} />;
}
