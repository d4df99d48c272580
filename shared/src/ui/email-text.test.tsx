import { renderWithProviders as render } from '../../test-support/render';
import { EmailText, emailBreakParts } from './email-text';

describe('EmailText', () => {
  it('offers a line break after the @ and before a dot of the domain, never inside the name', () => {
    expect(emailBreakParts('olivia.bennett0@example.com')).toEqual(['olivia.bennett0@', 'example', '.com']);
    expect(emailBreakParts('info@riversidefamilyhealthcenter.example')).toEqual([
      'info@',
      'riversidefamilyhealthcenter',
      '.example',
    ]);
    expect(emailBreakParts('j***@e***.com')).toEqual(['j***@', 'e***', '.com']);
  });

  it('renders the address whole, with <wbr> at those points and no break inside a word', () => {
    const { container } = render(<EmailText value="ann.lee@example.com" />);
    const span = container.querySelector('span') as HTMLElement;
    expect(span).toHaveTextContent('ann.lee@example.com');
    expect(span.querySelectorAll('wbr')).toHaveLength(2);
    expect(getComputedStyle(span).wordBreak).not.toBe('break-all');
  });

  it("shows '-' for no address", () => {
    const { container } = render(<EmailText value="  " />);
    expect(container).toHaveTextContent(/^-$/);
  });
});
