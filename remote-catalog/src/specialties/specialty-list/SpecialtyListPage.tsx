import { CatalogListPage } from '../../catalog/CatalogListPage';
import { specialtyResource } from '../specialty-resource';

/** /admin/specialties: the global list and the doctors' and clinics' suggestions. */
export function SpecialtyListPage() {
  return <CatalogListPage resource={specialtyResource} />;
}
