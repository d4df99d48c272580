export const SPECIALTIES_PATH = '/admin/specialties';

export enum SpecialtySortField {
  name = 'name',
}
