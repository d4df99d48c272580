import { CatalogListPage } from '../../catalog/CatalogListPage';
import { specialtyKind } from '../specialty-kind';

/** /admin/specialties: the global list and the doctors' and clinics' suggestions. */
export function SpecialtyListPage() {
  return <CatalogListPage resource={specialtyKind} />;
}
