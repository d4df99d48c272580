import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@telehealth/shared/api';
import type { ApiQueryState } from '@telehealth/shared/query';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../../test-support/render';
import { DetailFrame } from './detail-frame';

type Query = ApiQueryState<{ name: string }> & { reload: () => void };

function renderFrame(query: Query, skeleton?: ReactNode) {
  renderWithProviders(
    <DetailFrame
      query={query}
      thing="Doctor"
      list={{ href: '/admin/doctors', label: 'Doctors' }}
      skeleton={skeleton}
    >
      {(doctor) => <h1>{doctor.name}</h1>}
    </DetailFrame>,
  );
}

describe('DetailFrame', () => {
  it('shows the page once the record is there', () => {
    renderFrame({ status: 'ready', data: { name: 'Dr. Ana Lopez' }, reload: jest.fn() });
    expect(screen.getByRole('heading', { name: 'Dr. Ana Lopez' })).toBeInTheDocument();
  });

  it('shows six placeholder lines while the record loads, or the skeleton it is given', () => {
    const { unmount } = renderWithProviders(
      <DetailFrame
        query={{ status: 'loading', reload: jest.fn() }}
        thing="Doctor"
        list={{ href: '/admin/doctors', label: 'Doctors' }}
      >
        {() => <h1>page</h1>}
      </DetailFrame>,
    );
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(6);
    unmount();
    renderFrame({ status: 'loading', reload: jest.fn() }, <p>Laying out</p>);
    expect(screen.getByText('Laying out')).toBeInTheDocument();
  });

  it("shows the placeholder, not the previous record, while another address's record loads", () => {
    renderFrame({ status: 'loading', data: { name: 'Dr. Previous' }, reload: jest.fn() });
    expect(screen.queryByText('Dr. Previous')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('says the record is not there, with the way back to its list', () => {
    renderFrame({ status: 'error', error: new ApiError(404, 'Doctor not found'), reload: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Doctor not found');
    expect(
      screen.getByText('There is no record at this address. It may have been removed, or the link is wrong.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Doctors' })).toHaveAttribute('href', '/admin/doctors');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the error panel, whose Retry reads again, for any other failure', async () => {
    const reload = jest.fn();
    renderFrame({ status: 'error', error: new ApiError(500, 'Database unavailable'), reload });
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
