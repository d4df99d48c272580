export const SERVICES_PATH = '/admin/services';

/** The list's fixed order (spec 7: by order, then name). */
export const SERVICE_ORDER = [{ order: 'ASC' }, { name: 'ASC' }] as const;
