import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/render';
import { SearchSelectFilter } from './search-select-filter';

const DOCTORS = Array.from({ length: 120 }, (_, i) => ({
  label: `Dr. ${String(i).padStart(3, '0')} ${i === 77 ? 'Okafor' : 'Smith'}`,
  value: `doc-${i}`,
}));

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchSelectFilter
        label="Doctors"
        value={value}
        options={DOCTORS}
        unknownLabel="Other doctor"
        shownMatches={20}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('SearchSelectFilter', () => {
  it('opens on All and the first matches only, and says how many more typing can reach', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Doctors' });
    expect(input).toHaveValue('All');
    await user.click(input);
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(21);
    expect(options[0]).toHaveTextContent('All');
    expect(screen.getByText('100 more: type to narrow')).toBeInTheDocument();
  });

  it('narrows to what is typed, whatever its case, still offering All, and a choice calls onChange with its value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Doctors' });
    await user.click(input);
    await user.clear(input);
    await user.paste('OKAF');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Dr. 077 Okafor']);
    await user.click(options[1]);
    expect(onChange).toHaveBeenCalledWith('doc-77');
    expect(input).toHaveValue('Dr. 077 Okafor');
  });

  it('names a chosen value beyond the first matches, an unknown one as Other, and follows a change from outside', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness initial="doc-119" />);
    expect(screen.getByRole('combobox', { name: 'Doctors' })).toHaveValue('Dr. 119 Smith');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: 'Doctors' })).toHaveValue('All');
    first.unmount();
    renderWithProviders(<Harness initial="gone" />);
    await act(async () => {});
    expect(screen.getByRole('combobox', { name: 'Doctors' })).toHaveValue('Other doctor');
  });
});
