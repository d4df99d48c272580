import * as v from 'valibot';

/** The first message per field of a failed parse, as react-hook-form would show them. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) if (messages?.length) errors[field] = messages[0];
  return errors;
}
