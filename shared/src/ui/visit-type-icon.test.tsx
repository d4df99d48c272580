import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { VisitTypeIcon } from './visit-type-icon';

describe('VisitTypeIcon', () => {
  it('names a video visit and marks it for its colour', () => {
    renderWithProviders(<VisitTypeIcon video label="Video Visit" />);
    const icon = screen.getByRole('img', { name: 'Video Visit' });
    expect(icon.parentElement).toHaveAttribute('title', 'Video Visit');
    expect(icon.parentElement).toHaveAttribute('data-video');
  });

  it('names a clinic visit with the label it is given', () => {
    renderWithProviders(<VisitTypeIcon video={false} label="In Clinic" />);
    const icon = screen.getByRole('img', { name: 'In Clinic' });
    expect(icon.parentElement).not.toHaveAttribute('data-video');
  });
});
