import { assigneeWhere } from '@telehealth/shared/features';

/** What a Suggested tab is filtered by: the search box, and the Assignee filter as the URL keeps it. */
export interface SuggestionFilter {
  search: string;
  /** '' all, 'none' unassigned, 'me' mine, or a teammate's uid. */
  assignee: string;
}

/** A Suggested tab's query: its search and, when one is chosen, its assignee. */
export function suggestionParams({ search, assignee }: SuggestionFilter) {
  const who = assigneeWhere(assignee);
  return {
    search: search.trim() || undefined,
    where: who === undefined ? undefined : { assignee: who },
  };
}

/** A case-insensitive "name contains" filter, or nothing for an empty search. */
export function nameContains(search: string) {
  const text = search.trim();
  return text ? { name: { contains: text } } : undefined;
}
