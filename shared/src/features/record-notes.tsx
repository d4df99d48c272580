import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { formatTimestamp } from '@telehealth/shared/format';
import { useApiQuery, useWrites } from '@telehealth/shared/query';
import { usePermission } from '@telehealth/shared/session';
import {
  Box,
  Button,
  ConfirmDialog,
  ErrorPanel,
  HStack,
  SectionCard,
  Stack,
  Text,
  Textarea,
} from '@telehealth/shared/ui';
import { useRef, useState } from 'react';
import { NoteText, plainMentions } from './note-text';
import { TeammatePicker } from './teammate-picker';

/** The product's kinds of note, or one a module declared (named as its list's path: 'coupons'). */
export type NoteRecordType = 'doctor' | 'patient' | 'clinic' | 'appointment' | 'enquiry' | (string & {});
type Note = ApiAnswer<'/api/notes/doctor/{key}', 'get'>['notes'][number];
type Teammate = ApiAnswer<'/api/admin-inbox/teammates', 'get'>['admins'][number];

export const NOTE_MAX = 5000;
export const NOTES_KEY = 'notes';

/** The editor's `@Name` of each picked admin back to the token the server reads. */
export function withMentionTokens(text: string, picked: ReadonlyMap<string, string>): string {
  let out = text;
  // Longest names first, so '@Ana Lopez' is not taken for '@Ana'.
  for (const [name, uid] of [...picked].sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(`@${name}`).join(`@[${name}](${uid})`);
  }
  return out;
}

function useTeammates(enabled: boolean) {
  return useApiQuery([NOTES_KEY, 'teammates', enabled], (signal) =>
    enabled
      ? api.get<{ admins: Teammate[] }>('/admin-inbox/teammates', { signal })
      : Promise.resolve({ admins: [] as Teammate[] }),
  );
}

/** A text box with a character count and a picker of active admins that inserts `@Name`. */
function NoteEditor({
  initial,
  initialMentions,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  initialMentions: { uid: string; full_name: string }[];
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const picked = useRef(new Map(initialMentions.map((m) => [m.full_name, m.uid])));
  const box = useRef<HTMLTextAreaElement>(null);
  const teammates = useTeammates(true).data?.admins ?? [];
  const length = text.trim().length;
  const tooLong = length > NOTE_MAX;

  const mention = (uid: string) => {
    const admin = teammates.find((t) => t.uid === uid);
    if (!admin) return;
    picked.current.set(admin.full_name, admin.uid);
    const at = box.current?.selectionStart ?? text.length;
    const insert = `@${admin.full_name} `;
    setText(text.slice(0, at) + insert + text.slice(at));
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at + insert.length, at + insert.length);
    });
  };
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(withMentionTokens(text.trim(), picked.current));
      setText('');
      picked.current.clear();
    } catch {
      // The API client showed the message; the text stays to be fixed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      <Textarea
        ref={box}
        aria-label={submitLabel === 'Add note' ? 'New note' : 'Edit note'}
        placeholder="Write an internal note. Only administrators see it. Dr First Last links to that doctor."
        value={text}
        rows={3}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <TeammatePicker
            label="Mention a teammate"
            placeholder="Mention…"
            teammates={teammates}
            onPick={mention}
          />
          <Text textStyle="xs" color={tooLong ? 'red.fg' : 'fg.muted'} aria-live="polite">
            {tooLong
              ? `A note can have at most 5,000 characters (${length.toLocaleString('en-US')})`
              : `${length.toLocaleString('en-US')} / 5,000`}
          </Text>
        </HStack>
        <HStack gap="2">
          {onCancel && (
            <Button size="xs" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            size="xs"
            colorPalette="teal"
            loading={busy}
            disabled={length === 0 || tooLong}
            onClick={submit}
          >
            {submitLabel}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

function NoteItem({ note, path }: { note: Note; path: string }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const write = useWrites([[NOTES_KEY, path]]);
  const who = note.author?.full_name ?? 'A former administrator';
  if (note.deleted_at)
    return (
      <Box borderLeftWidth="3px" borderColor="border.muted" ps="3" py="1" data-testid="note">
        <Text textStyle="sm" color="fg.muted" fontStyle="italic">
          Note by {who} deleted{note.deleted_by ? ` by ${note.deleted_by}` : ''} on{' '}
          {formatTimestamp(note.deleted_at)}
        </Text>
      </Box>
    );
  return (
    <Box borderLeftWidth="3px" borderColor="teal.muted" ps="3" py="1" data-testid="note">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {who}
          </Text>{' '}
          <Text as="span" color="fg.muted" textStyle="xs">
            {formatTimestamp(note.created_at)}
            {note.edited_at ? ' (edited)' : ''}
          </Text>
        </Text>
        {!editing && (note.can_edit || note.can_delete) && (
          <HStack gap="1">
            {note.can_edit && (
              <Button size="2xs" variant="ghost" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {note.can_delete && (
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      {editing ? (
        <NoteEditor
          initial={plainMentions(note.text ?? '')}
          initialMentions={note.mentions}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await write(() => api.put(`/notes/${note.uid}`, { text }));
            setEditing(false);
          }}
        />
      ) : (
        <NoteText text={note.text ?? ''} />
      )}
      {note.history.length > 0 && (
        <Box mt="1">
          <Button
            size="2xs"
            variant="plain"
            color="fg.muted"
            px="0"
            onClick={() => setShowHistory(!showHistory)}
          >
            {showHistory ? 'Hide earlier versions' : `Earlier versions (${note.history.length})`}
          </Button>
          {showHistory &&
            note.history.map((version) => (
              <Box key={version.written_at} ps="3" borderLeftWidth="1px" mt="1">
                <Text textStyle="xs" color="fg.muted">
                  {formatTimestamp(version.written_at)}
                </Text>
                <NoteText text={version.text} />
              </Box>
            ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this note?"
        description="It stays in the record's history, marked deleted."
        confirmLabel="Delete"
        confirmColor="red"
        onConfirm={async () => {
          await write(() => api.delete(`/notes/${note.uid}`));
        }}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}

export interface RecordNotesProps {
  type: NoteRecordType;
  /** The record's uid (an enquiry's id). */
  recordKey: string;
}

/**
 * Notes: the record's internal notes, oldest first, with author and time; who holds notes.write
 * adds one (mentioning teammates), edits theirs for 10 minutes and deletes theirs (an Owner any).
 * Reads again when any note changes, in any browser.
 */
export function RecordNotes({ type, recordKey }: RecordNotesProps) {
  const path = `/notes/${type}/${encodeURIComponent(recordKey)}`;
  const mayWrite = usePermission('notes.write');
  const write = useWrites([[NOTES_KEY, path]]);
  const query = useApiQuery(
    [NOTES_KEY, path],
    (signal) => api.get<{ notes: Note[] }>(path, { signal, silent: true }),
    { live: ['notes'] },
  );
  const notes = query.data?.notes ?? [];
  return (
    <SectionCard title="Notes">
      <Stack gap="4" data-testid="record-notes">
        {query.status === 'error' && !query.data ? (
          <ErrorPanel onRetry={query.reload} />
        ) : query.status === 'loading' && !query.data ? (
          <Text color="fg.muted" textStyle="sm">
            Loading notes…
          </Text>
        ) : notes.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No notes yet
          </Text>
        ) : (
          notes.map((note) => <NoteItem key={note.uid} note={note} path={path} />)
        )}
        {mayWrite && (
          <NoteEditor
            initial=""
            initialMentions={[]}
            submitLabel="Add note"
            onSubmit={async (text) => {
              await write(() => api.post(path, { text }));
            }}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
