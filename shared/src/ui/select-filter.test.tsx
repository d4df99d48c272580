import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { SelectFilter, withAll } from './select-filter';

const options = withAll([
  { label: 'Active', value: 'active' },
  { label: 'Blocked', value: 'blocked' },
]);

describe('SelectFilter', () => {
  it('is a select labelled by its label, showing the current value', () => {
    renderWithProviders(<SelectFilter label="Status" value="active" options={options} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('active');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Blocked',
    ]);
  });

  it('reports the chosen option value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<SelectFilter label="Status" value="" options={options} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Blocked');
    expect(onChange).toHaveBeenCalledWith('blocked');
  });

  it('starts with All, which clears the filter (an empty value)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <SelectFilter label="Status" value="blocked" options={options} onChange={onChange} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(onChange).toHaveBeenCalledWith('');
  });
});
