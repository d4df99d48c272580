import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('shows a titled section with its actions and content', () => {
    renderWithProviders(
      <SectionCard title="Payment Details" actions={<button type="button">Edit</button>}>
        <p>Total Paid</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Total Paid')).toBeInTheDocument();
  });

  it('has no header without title or actions', () => {
    renderWithProviders(<SectionCard>content</SectionCard>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('breaks a title of one long word inside the card instead of running past its edge', () => {
    renderWithProviders(
      <SectionCard title="Featherstonehaugh-Interdisciplinary-Neurorehabilitation">body</SectionCard>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { level: 2 })).overflowWrap).toBe('anywhere');
  });
});
