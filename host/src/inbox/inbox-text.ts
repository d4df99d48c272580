import { recordNoun } from '@telehealth/shared/features';
import type { InboxEntry } from './work-api';

/** 'Olga Operations mentioned you on doctor Dr. Lena Park' */
export function inboxSentence(entry: InboxEntry): string {
  const who = entry.actor ?? 'A former administrator';
  const what = entry.kind === 'mention' ? 'mentioned you on' : 'assigned you';
  return `${who} ${what} ${recordNoun(entry.record_type)} ${entry.record_label}`;
}
