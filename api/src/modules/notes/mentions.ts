/**
 * A mention in a note's text: `@[Name](admin-uid)`, as the front end's picker writes it. The server
 * keeps a token only for an active administrator (its name made theirs, so a token cannot pass one
 * admin off as another); any other becomes the plain text `@Name`, and nobody is told.
 */
export const MENTION = /@\[([^\]\n]{1,120})\]\(([0-9a-fA-F-]{36})\)/g;

export interface MentionTarget {
  id: number;
  uid: string;
  full_name: string;
}

/** The uids the text's tokens name, lower-cased, once each. */
export function mentionedUids(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((match) => match[2].toLowerCase()))];
}

/** The text with each token either kept (an active admin, under their own name) or made plain. */
export function resolveMentions(
  text: string,
  active: ReadonlyMap<string, MentionTarget>,
): { text: string; mentioned: MentionTarget[] } {
  const mentioned = new Map<string, MentionTarget>();
  const resolved = text.replace(MENTION, (_whole, name: string, uid: string) => {
    const admin = active.get(uid.toLowerCase());
    if (!admin) return `@${name}`;
    mentioned.set(admin.uid, admin);
    return `@[${admin.full_name.replace(/[\]\n]/g, ' ')}](${admin.uid})`;
  });
  return { text: resolved, mentioned: [...mentioned.values()] };
}
