-- The kinds of record that take notes are declared by the modules that own them (plugins/registry.ts:
-- `records: { coupons: { …, notes: true } }`), so the notes table no longer lists them: a note's
-- record type is a declared kind's name (the API makes routes for those alone), kept to a name's shape.
ALTER TABLE "record_notes" DROP CONSTRAINT "record_notes_record_type_check";
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_record_type_check"
  CHECK ("record_type" ~ '^[a-z][a-z0-9]*([-_][a-z0-9]+)*$');
