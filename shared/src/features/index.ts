// Features that read their own data and show it with the UI kit: each loads through `./query`.
export { AuditHistory, auditLogUrl } from './audit-history';
export type { AuditHistoryProps } from './audit-history';
export { RecordNotes, NOTES_KEY, withMentionTokens } from './record-notes';
export type { NoteRecordType, RecordNotesProps } from './record-notes';
export { NoteText, noteParts, plainMentions } from './note-text';
export { recordNoun, recordPath } from './record-paths';
export type { RecordType } from './record-paths';
export {
  AssigneeFilter,
  assigneeColumn,
  assigneeWhere,
  ASSIGNMENT_KEY,
  assign,
  MINE,
  QUEUE_TOPIC,
  UNASSIGNED,
  WorkAssignee,
} from './work-queues';
export type { Assignee, WorkQueue } from './work-queues';
