import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Internal key: never leaves the API (the wire uses `uid`). */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();

/** Public identifier: the `uid` the API's routes and answers use. */
export const publicUid = () => uuid('uid').notNull().unique().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A reference to the row this one belongs to: required, and deleted with it. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target, { onDelete: 'cascade' });

/** A reference that may outlive what it names: optional, and set to null when that row goes. */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).references(target, { onDelete: 'set null' });
