import { Fragment } from 'react';
import { lightStyled } from './light';

// An address never breaks inside a word: only where <wbr> allows it, after the '@' and before a dot
// of the domain.
const EmailSpan = lightStyled('span', { wordBreak: 'normal', overflowWrap: 'normal', whiteSpace: 'normal' });

/**
 * The parts of an e-mail address between its break points: 'ann.lee@mail.example.com' →
 * ['ann.lee@', 'mail', '.example', '.com']. The name before the '@' stays whole (a break there read
 * as a word cut in two: 'olivia' / '.bennett0@'); the domain breaks at its dots only when it is
 * longer than the name (a narrow column is as wide as the longest part).
 */
export function emailBreakParts(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at < 0) return [address];
  const domain = address.slice(at + 1);
  return [address.slice(0, at + 1), ...domain.split(/(?=\.)/)].filter(Boolean);
}

/** An e-mail address that wraps, when it must, after the '@' or at a dot of its domain ('-' when none). */
export function EmailText({ value }: { value: string | null | undefined }) {
  const address = value?.trim();
  if (!address) return <>-</>;
  const parts = emailBreakParts(address);
  return (
    <EmailSpan>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </EmailSpan>
  );
}
