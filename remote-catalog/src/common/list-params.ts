/** A case-insensitive "name contains" filter, or nothing for an empty search. */
export function nameContains(search: string) {
  const text = search.trim();
  return text ? { name: { contains: text } } : undefined;
}
