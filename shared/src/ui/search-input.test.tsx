import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { SearchInput, stripLeadingSpaces } from './search-input';

describe('stripLeadingSpaces', () => {
  it('removes only the leading whitespace', () => {
    expect(stripLeadingSpaces('   ann lee ')).toBe('ann lee ');
    expect(stripLeadingSpaces('\t ')).toBe('');
  });
});

describe('SearchInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const placeholder = 'Full name / Email / NPI / Phone';
  const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

  it('is labelled by its placeholder unless given a label', () => {
    renderWithProviders(<SearchInput value="" onChange={() => {}} placeholder={placeholder} />);
    expect(screen.getByRole('searchbox', { name: placeholder })).toHaveAttribute('placeholder', placeholder);
  });

  it('reports the text once, 500 ms after the admin stops typing', () => {
    const onChange = jest.fn();
    renderWithProviders(<SearchInput value="" onChange={onChange} aria-label="Search doctors" />);
    type('a');
    act(() => jest.advanceTimersByTime(400));
    type('ann');
    act(() => jest.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ann');
  });

  it('strips leading spaces as the admin types', () => {
    const onChange = jest.fn();
    renderWithProviders(<SearchInput value="" onChange={onChange} debounceMs={100} />);
    type('   ');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    type('  ann');
    expect(screen.getByRole('searchbox')).toHaveValue('ann');
    act(() => jest.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledWith('ann');
  });

  it('takes the outside value when it changes (Clear) and drops a pending report', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<SearchInput value="ann" onChange={onChange} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ann');
    type('anna');
    rerender(<SearchInput value="" onChange={onChange} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what the admin typed when its own report comes back as the value', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<SearchInput value="" onChange={onChange} />);
    type('ann');
    act(() => jest.advanceTimersByTime(500));
    type('anna');
    rerender(<SearchInput value="ann" onChange={onChange} />);
    expect(screen.getByRole('searchbox')).toHaveValue('anna');
  });
});
