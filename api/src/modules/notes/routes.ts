import type { FastifyInstance } from 'fastify';
import { declareModule } from '../../plugins/registry.js';
import { ok } from '../../wire/envelope.js';
import { typedRoutes } from '../../wire/typed-routes.js';
import { BUILT_IN_NOTE_RECORDS } from './records.js';
import { deleteNoteSchema, editNoteSchema, listNotesSchema, writeNoteSchema } from './schemas.js';
import { deleteNote, editNote, listNotes, writeNote } from './service.js';

/**
 * Internal notes: per kind of record, GET and POST /notes/<type>/{key}; PUT and DELETE /notes/{uid}.
 * Reading a record's notes needs what reading the record needs; writing needs notes.write too. The
 * kinds are this module's and every one a module registered before this one declared (app.ts).
 */
export async function noteRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  declareModule(app, {
    // The topic carries no data: an open Notes panel reads its record's notes again.
    liveTopics: { notes: 'account.self' },
    auditActions: {
      'note.write': 'Wrote a note',
      'note.edit': 'Edited a note',
      'note.delete': 'Deleted a note',
    },
    noteKinds: BUILT_IN_NOTE_RECORDS,
  });

  for (const record of app.registry.take('notes').values()) {
    const type = record.type;
    const noun = record.noun.toLowerCase();
    app.get(
      `/notes/${type}/:key`,
      { config: { permission: record.view }, schema: listNotesSchema(noun) },
      async (request) => ok({ notes: await listNotes(app, request, type, request.params.key) }),
    );
    app.post(
      `/notes/${type}/:key`,
      { config: { permission: 'notes.write' }, schema: writeNoteSchema(noun) },
      async (request, reply) => {
        const note = await writeNote(app, request, type, request.params.key, request.body?.text);
        reply.code(201);
        return ok({ note }, 'Note saved', 201);
      },
    );
  }
  app.put('/notes/:uid', { config: { permission: 'notes.write' }, schema: editNoteSchema }, async (request) =>
    ok({ note: await editNote(app, request, request.params.uid, request.body?.text) }, 'Note updated'),
  );
  app.delete(
    '/notes/:uid',
    { config: { permission: 'notes.write' }, schema: deleteNoteSchema },
    async (request) => ok({ note: await deleteNote(app, request, request.params.uid) }, 'Note deleted'),
  );
}
