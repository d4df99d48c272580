import { Link, Text } from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { recordPath } from './record-paths';

/**
 * What a note's text holds besides words: a mention `@[Name](admin uid)`, a record link
 * `[Label](doctor:uid)` (the server writes one for each `Dr Name` of an existing doctor), or an
 * appointment's id (APT…).
 */
const TOKEN =
  /@\[([^\]\n]{1,120})\]\(([0-9a-fA-F-]{36})\)|\[([^\]\n]{1,120})\]\((doctor|patient|clinic|appointment|enquiry):([\w-]{1,64})\)|\b(APT\d{3,})\b/g;

export type NotePart =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; uid: string }
  | { kind: 'link'; label: string; path: string };

/** The note's text cut into plain text, mentions and links (never parsed as HTML). */
export function noteParts(text: string): NotePart[] {
  const parts: NotePart[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ kind: 'text', text: text.slice(at, index) });
    if (match[1] !== undefined) parts.push({ kind: 'mention', name: match[1], uid: match[2] });
    else if (match[3] !== undefined)
      parts.push({ kind: 'link', label: match[3], path: recordPath(match[4], match[5]) });
    else
      parts.push({
        kind: 'link',
        label: match[6],
        path: `/admin/appointments?search=${encodeURIComponent(match[6])}`,
      });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/**
 * A note's text as the editor shows it: a mention as `@Name`, a record link as its label (the
 * server links the doctors again when the edit is saved).
 */
export function plainMentions(text: string): string {
  return text
    .replace(/@\[([^\]\n]{1,120})\]\(([0-9a-fA-F-]{36})\)/g, '@$1')
    .replace(/\[([^\]\n]{1,120})\]\((doctor|patient|clinic|appointment|enquiry):([\w-]{1,64})\)/g, '$1');
}

/** A note's text as text: markup shows as typed; mentions stand out; ids and record links open the record. */
export function NoteText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" textStyle="sm">
      {noteParts(text).map((part, i) => {
        const key = `${i}`;
        if (part.kind === 'text') return <span key={key}>{part.text}</span>;
        if (part.kind === 'mention')
          return (
            <Text as="span" key={key} color="teal.fg" fontWeight="semibold">
              @{part.name}
            </Text>
          );
        return (
          <Link asChild key={key} color="teal.fg" textDecoration="underline">
            <RouterLink to={part.path}>{part.label}</RouterLink>
          </Link>
        );
      })}
    </Text>
  );
}
