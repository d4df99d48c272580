export const SERVICES_PATH = '/admin/services';

/** The list's fixed order: by the services' set order, then by name. */
export const SERVICE_ORDER = [{ order: 'ASC' }, { name: 'ASC' }] as const;
