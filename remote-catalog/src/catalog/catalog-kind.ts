// One catalog resource (specialties, services, board certifications): what differs between the
// three lists, so the list page, its table and its dialogs are written once (catalog/CatalogListPage).
import type { LiveTopic } from '@telehealth/shared/api';
import type { WorkQueue } from '@telehealth/shared/features';
import type { BulkResult, SavedViewList } from '@telehealth/shared/list';
import type { DataTableColumn } from '@telehealth/shared/ui';
import type { SortState } from '@telehealth/shared/url';
import type { ReactElement } from 'react';
import type { SuggestionFilter } from './list-params';
import type { SuggestionRow } from './types';

/** What every catalog entry has. */
export interface CatalogEntry {
  uid: string;
  name: string;
}

/** One page of a catalog list as the page needs it. */
export interface CatalogPage<E> {
  rows: E[];
  count: number;
  limit: number;
}

export interface CatalogPageRequest {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState;
}

/** The add/edit dialog: `entry` is absent when adding. */
export interface CatalogDialogProps<E, V> {
  open: boolean;
  entry?: E;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/** The doctors' and clinics' suggestions of new entries (the Suggested tab). */
export interface CatalogSuggestions {
  /** 'Suggested Specialties' */
  tabTitle: string;
  /** The work queue its suggestions are assigned in. */
  queue: WorkQueue;
  fetch: (filter: SuggestionFilter, signal: AbortSignal) => Promise<{ rows: SuggestionRow[]; count: number }>;
  accept: (uid: string) => Promise<unknown>;
  reject: (uid: string) => Promise<unknown>;
  /** Accepts or rejects the selected suggestions in one call (bulk actions). */
  decideAll: (action: 'accept' | 'reject', uids: string[]) => Promise<BulkResult>;
  /** The suggestions as the bulk texts count them: ['suggested service', 'suggested services']. */
  bulkNoun: readonly [one: string, many: string];
  /** The admin has seen them: the menu's dot clears. */
  markSeen: () => Promise<unknown>;
  /** The Services tab shows a Pending badge on each row. */
  showPendingBadge?: boolean;
  /** Add is disabled while the Suggested tab shows (Specialties). */
  disablesAdd?: boolean;
}

export interface CatalogKindConfig<E extends CatalogEntry, V> {
  /** The cache key's root and the live topic of the list. */
  topic: LiveTopic;
  /** The list's saved views (the admin's quick tabs above it). */
  list: SavedViewList;
  /** The entry as the texts name it: 'specialty', 'service', 'board certification'. */
  noun: string;
  /** 'Active Specialties': the active tab's title (with suggestions). */
  activeTabTitle?: string;
  searchPlaceholder: string;
  addLabel: string;
  /** The list's text when empty, if not the table's default. */
  emptyText?: string;
  /** The name column's order when the URL names none; absent: the list has one fixed order. */
  defaultSort?: SortState;
  /** The columns between # and Action. */
  columns: DataTableColumn<E>[];
  fetch: (request: CatalogPageRequest, signal: AbortSignal) => Promise<CatalogPage<E>>;
  create: (values: V) => Promise<unknown>;
  update: (entry: E, values: V) => Promise<unknown>;
  remove: (uid: string) => Promise<unknown>;
  Dialog: (props: CatalogDialogProps<E, V>) => ReactElement | null;
  suggestions?: CatalogSuggestions;
}

/** The toasts and titles of a catalog list, from its noun ('specialty' → 'Specialty added successfully'). */
export function catalogTexts(noun: string) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    added: `${title} added successfully`,
    updated: `${title} updated successfully`,
    deleted: `${title} deleted successfully`,
    accepted: `${title} added to global list.`,
    rejected: `${title} rejected`,
    confirm: (verb: 'delete' | 'accept' | 'reject') => `Are you sure you want to ${verb} this ${noun}?`,
  };
}
