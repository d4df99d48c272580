import { Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema, readErrorSchemas } from '../../wire/envelope.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  orNull,
  text,
  textOrNull,
  uid,
} from '../../wire/exact-shapes.js';

const tags = ['internal notes'];
const person = exact({ uid, full_name: text });

export const noteSchema = exact({
  uid,
  author: orNull(person),
  text: {
    ...textOrNull,
    description:
      'Plain text, mentions written `@[Name](admin uid)`, a doctor named after Dr `[Dr Name](doctor:uid)`; null once deleted',
  },
  created_at: instant,
  edited_at: instantOrNull,
  deleted_at: instantOrNull,
  deleted_by: { ...textOrNull, description: 'Who deleted it' },
  mentions: arrayOf(person, 'The administrators it mentions'),
  history: arrayOf(exact({ text, written_at: instant }), 'Its earlier texts, oldest first'),
  can_edit: { ...bool, description: 'The signed-in admin wrote it less than 10 minutes ago' },
  can_delete: { ...bool, description: 'The signed-in admin wrote it, or is an Owner' },
});

const keyParams = Type.Object({ key: Type.String({ maxLength: 64 }) });
const uidParams = Type.Object({ uid: Type.String({ maxLength: 64 }) });
const textBody = Type.Object({
  text: Type.Unknown({ description: 'The note: 1 to 5,000 characters once trimmed' }),
});
const writeErrors = { ...readErrorSchemas, 403: errorEnvelopeSchema };

export const listNotesSchema = (noun: string) =>
  ({
    tags,
    summary: `A ${noun}'s internal notes, oldest first`,
    params: keyParams,
    response: { 200: envelopeSchema(exact({ notes: arrayOf(noteSchema) })), ...readErrorSchemas },
  }) as const;

export const writeNoteSchema = (noun: string) =>
  ({
    tags,
    summary: `Write an internal note on a ${noun}; the active admins it mentions are told in their inbox`,
    description:
      'Each `Dr First Last` naming exactly one doctor (not deleted) becomes a link to them, `[Dr First Last](doctor:uid)`; a link token sent by the client is kept as its plain label.',
    params: keyParams,
    body: textBody,
    response: { 201: envelopeSchema(exact({ note: noteSchema })), ...writeErrors },
  }) as const;

export const editNoteSchema = {
  tags,
  summary: 'Change a note: its author, within 10 minutes of writing it (the earlier text is kept)',
  params: uidParams,
  body: textBody,
  response: { 200: envelopeSchema(exact({ note: noteSchema })), ...writeErrors },
} as const;

export const deleteNoteSchema = {
  tags,
  summary: 'Delete a note: its author, or an Owner; it is kept, marked deleted',
  params: uidParams,
  response: { 200: envelopeSchema(exact({ note: noteSchema })), ...writeErrors },
} as const;
