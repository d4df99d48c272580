import { sql } from 'drizzle-orm';
import { bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Internal key: never leaves the API (the wire uses `uid`). */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();

/** Public identifier, as the spec's routes use it. */
export const publicUid = () => uuid('uid').notNull().unique().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
