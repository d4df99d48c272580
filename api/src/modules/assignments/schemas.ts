import { Type } from 'typebox';
import { envelopeSchema, errorEnvelopeSchema, readErrorSchemas } from '../../wire/envelope.js';
import {
  arrayOf,
  bool,
  exact,
  instant,
  instantOrNull,
  integer,
  orNull,
  text,
  textEnum,
  uid,
} from '../../wire/exact-shapes.js';
import { ROLES } from '../../lib/permissions.js';

const tags = ['work queues'];
const assignee = orNull(exact({ uid, full_name: text }));
const queue = { ...text, description: "A work queue's name ('enquiries'; a module may declare more)" };
const assignment = exact({
  queue,
  key: { ...text, description: "The item's uid (an enquiry's id)" },
  assignee,
  assigned_at: instantOrNull,
  open: { ...bool, description: 'Whether it still awaits work (only then can it be assigned)' },
});
// One type list, not anyOf: with type coercion on, anyOf would turn a null into '' for its string branch.
const uidOrNull = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64, description });
const keyParams = Type.Object({ key: Type.String({ maxLength: 64 }) });

export const readAssignmentSchema = (noun: string) =>
  ({
    tags,
    summary: `Who is assigned this ${noun}`,
    params: keyParams,
    response: { 200: envelopeSchema(exact({ assignment })), ...readErrorSchemas },
  }) as const;

export const assignSchema = (noun: string) =>
  ({
    tags,
    summary: `Assign this ${noun} to an administrator whose role may act on it, or unassign it (null)`,
    description:
      'With `expected_assignee_uid` (null: nobody) the change is made only if that admin still has it: ' +
      'two "Assign to me" at once get one winner, the other a 409 naming who has it.',
    params: keyParams,
    body: Type.Object({
      assignee_uid: uidOrNull('The admin to assign; null unassigns'),
      expected_assignee_uid: Type.Optional(uidOrNull('Who the client saw assigned; null: nobody')),
    }),
    response: {
      200: envelopeSchema(exact({ assignment })),
      ...readErrorSchemas,
      403: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
    },
  }) as const;

export const assignableSchema = (noun: string) =>
  ({
    tags,
    summary: `The active administrators whose role may act on a ${noun} (whom it can be assigned to)`,
    response: {
      200: envelopeSchema(
        exact({
          admins: arrayOf(exact({ uid, full_name: text, role: textEnum(ROLES) })),
          can_assign: { ...bool, description: "Whether the signed-in admin may assign the queue's items" },
        }),
      ),
    },
  }) as const;

const counts = arrayOf(
  exact({
    queue,
    title: text,
    mine: integer,
    unassigned: integer,
    can_assign: { ...bool, description: "Whether the admin may assign the queue's items" },
  }),
  "Each queue's open items assigned to the admin, and unassigned (0 where the role cannot act)",
);

export const myWorkSchema = {
  tags,
  summary:
    'What waits for the signed-in admin: items assigned to them, then unassigned items of the queues their role may act on, oldest first',
  querystring: Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  }),
  response: {
    200: envelopeSchema(
      exact({
        items: arrayOf(
          exact({
            queue,
            record_type: text,
            key: text,
            label: text,
            created_at: instant,
            assignee,
          }),
        ),
        counts,
        total: integer,
      }),
    ),
    400: errorEnvelopeSchema,
  },
} as const;

export const myWorkCountSchema = {
  tags,
  summary: "How many items wait for the signed-in admin (the menu's count)",
  response: { 200: envelopeSchema(exact({ total: integer, counts })) },
} as const;
