const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public id (users.uid, payments.uid …) as the API accepts it: a UUID in any letter case. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
