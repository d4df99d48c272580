import type { FastifyInstance } from 'fastify';
import { MENTION } from './mentions.js';

/**
 * A link to a record in a note's text: `[Label](type:key)`, which the front end shows as a link to
 * the record. Only the server writes one: a doctor named `Dr First Last` in the text, matching
 * exactly one doctor who is not deleted, becomes `[Dr First Last](doctor:uid)`. Any other token
 * of this shape (typed by hand, or naming a doctor no longer there) becomes its plain label, so a
 * name in a note never links to somebody else's record.
 */
export const RECORD_LINK =
  /\[([^\]\n]{1,120})\]\((doctor|patient|clinic|appointment|enquiry):([\w-]{1,64})\)/g;

/** A doctor's title, then up to four capitalised words (an initial may end in a dot): `Dr. Ann J. Lee`. */
const DR_NAME = /(?<![\p{L}\p{N}])Dr\.?[ \t]+(\p{Lu}[\p{L}'’-]*\.?(?:[ \t]+\p{Lu}[\p{L}'’-]*\.?){0,3})/gu;
const WORD = /\p{Lu}[\p{L}'’-]*\.?/gu;
/** At most this many `Dr …` in one note are looked up (one statement whatever the count). */
const MAX_NAMES = 50;

export interface DoctorRow {
  uid: string;
  full_name: string;
}

/** Each way the words may be a doctor's stored name: as written, without a final dot, with a title. */
function spellings(words: string): string[] {
  const bare = words.replace(/\.$/, '');
  return [...new Set([words, bare])].flatMap((name) => {
    const lower = name.toLowerCase();
    return [lower, `dr ${lower}`, `dr. ${lower}`];
  });
}

interface Candidate {
  /** Where `Dr` starts in the segment. */
  start: number;
  /** The name's words with where each ends in the segment. */
  words: { text: string; end: number }[];
}

function candidatesIn(segment: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of segment.matchAll(DR_NAME)) {
    const start = match.index ?? 0;
    const nameStart = start + match[0].length - match[1].length;
    const words = [...match[1].matchAll(WORD)].map((w) => ({
      text: w[0],
      end: nameStart + (w.index ?? 0) + w[0].length,
    }));
    found.push({ start, words });
  }
  return found;
}

/** The plain stretches of the text between mention tokens (a name inside a mention is not a doctor). */
function plainSegments(text: string): { text: string; token: boolean }[] {
  const parts: { text: string; token: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index), token: false });
    parts.push({ text: match[0], token: true });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), token: false });
  return parts;
}

/** Every name the text could mean, in the spellings a stored doctor's name is compared with. */
export function doctorNameCandidates(text: string): string[] {
  const names = new Set<string>();
  let counted = 0;
  for (const segment of plainSegments(text.replace(RECORD_LINK, '$1'))) {
    if (segment.token) continue;
    for (const candidate of candidatesIn(segment.text)) {
      if (++counted > MAX_NAMES) return [...names];
      for (let n = candidate.words.length; n >= 1; n--) {
        for (const spelling of spellings(
          candidate.words
            .slice(0, n)
            .map((w) => w.text)
            .join(' '),
        )) {
          names.add(spelling);
        }
      }
    }
  }
  return [...names];
}

/**
 * The text with its doctors linked: each `Dr Name` whose longest run of words names exactly one
 * doctor (of `doctors`, found by `doctorNameCandidates`) becomes `[Dr Name](doctor:uid)`; hand-made
 * tokens become their labels first. Links stop where one more would take the text past `max`.
 */
export function linkDoctors(text: string, doctors: readonly DoctorRow[], max: number): string {
  const byName = new Map<string, DoctorRow[]>();
  for (const doctor of doctors) {
    const key = doctor.full_name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), doctor]);
  }
  const one = (words: string): DoctorRow | null | undefined => {
    // undefined: no doctor of that name; null: more than one (not linked: which one is not known).
    const matches = new Map<string, DoctorRow>();
    for (const spelling of spellings(words)) {
      for (const doctor of byName.get(spelling) ?? []) matches.set(doctor.uid, doctor);
    }
    if (matches.size === 0) return undefined;
    return matches.size === 1 ? [...matches.values()][0] : null;
  };
  const plain = text.replace(RECORD_LINK, '$1');
  let length = plain.length;
  let counted = 0;
  return plainSegments(plain)
    .map((segment) => {
      if (segment.token) return segment.text;
      let out = '';
      let at = 0;
      for (const candidate of candidatesIn(segment.text)) {
        if (++counted > MAX_NAMES) break;
        for (let n = candidate.words.length; n >= 1; n--) {
          const words = candidate.words.slice(0, n);
          const doctor = one(words.map((w) => w.text).join(' '));
          if (doctor === undefined) continue;
          if (doctor === null) break;
          let end = words[n - 1].end;
          // 'Dr Ann Lee.' ends a sentence: the dot stays outside the link unless the name has it.
          if (segment.text[end - 1] === '.' && !doctor.full_name.trim().endsWith('.')) end -= 1;
          const label = segment.text.slice(candidate.start, end).replace(/[\]\n]/g, ' ');
          const token = `[${label}](doctor:${doctor.uid})`;
          if (length + token.length - label.length > max) break;
          length += token.length - label.length;
          out += segment.text.slice(at, candidate.start) + token;
          at = end;
          break;
        }
      }
      return out + segment.text.slice(at);
    })
    .join('');
}

/** Links the note's doctors (see linkDoctors), reading the doctors its `Dr …` could name in one statement. */
export async function withRecordLinks(app: FastifyInstance, text: string, max: number): Promise<string> {
  const names = doctorNameCandidates(text);
  const doctors = names.length
    ? await app.database.query<DoctorRow>(
        `select uid::text as uid, full_name from users
          where role_id = 3 and status <> 'deleted' and lower(full_name) = any($1::text[])`,
        [names],
      )
    : [];
  return linkDoctors(text, doctors, max);
}
