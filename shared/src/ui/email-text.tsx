import { Fragment } from 'react';
import { lightStyled } from './light';

// An address never breaks inside a word: only where <wbr> allows it, after the '@'.
const EmailSpan = lightStyled('span', { wordBreak: 'normal', overflowWrap: 'normal', whiteSpace: 'normal' });

/**
 * The parts of an e-mail address between its break points: 'ann.lee@example.com' → ['ann.lee@',
 * 'example.com']. A break before a dot read as a word cut in two ('olivia' / '.bennett0@').
 */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)/).filter(Boolean);
}

/** An e-mail address that wraps, when it must, after the '@' only ('-' when there is none). */
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
