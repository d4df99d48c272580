import { CatalogListPage, prefetchCatalogList } from '../../catalog/CatalogListPage';
import { specialtyKind } from '../specialty-kind';

/** The first page, as the menu opens the list, read ahead of the visit (the host calls it). */
export const prefetchSpecialtyList = () => prefetchCatalogList(specialtyKind);

/** /admin/specialties: the global list and the doctors' and clinics' suggestions. */
export function SpecialtyListPage() {
  return <CatalogListPage resource={specialtyKind} />;
}
