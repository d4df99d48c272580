import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { DateRangeFilter } from './date-range-filter';

describe('DateRangeFilter', () => {
  it('changes one bound at a time and keeps from before to', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateRangeFilter from="2026-11-01" to="2026-11-20" onChange={onChange} label="Payment" />,
    );
    const from = screen.getByLabelText('Payment from');
    const to = screen.getByLabelText('Payment to');
    expect(from).toHaveAttribute('max', '2026-11-20');
    expect(to).toHaveAttribute('min', '2026-11-01');
    fireEvent.change(from, { target: { value: '2026-11-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05', '2026-11-20');
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01', '2026-11-30');
  });

  it('leaves an empty range open up to the last day', () => {
    renderWithProviders(<DateRangeFilter from="" to="" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Date from')).toHaveAttribute('max', '9999-12-31');
    expect(screen.getByLabelText('Date to')).not.toHaveAttribute('min');
    expect(screen.getByLabelText('Date to')).toHaveAttribute('max', '9999-12-31');
  });
});
