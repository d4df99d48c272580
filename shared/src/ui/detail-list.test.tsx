import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('pairs each label with its value and shows - for empty values', () => {
    renderWithProviders(
      <DetailList
        items={[
          { label: 'Full Name', value: 'Ada Lane' },
          { label: 'Phone', value: '' },
          { label: 'Occupation', value: null },
          { label: 'Children', value: 0 },
          { label: 'Gender', value: '  ' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Full Name', 'Phone', 'Occupation', 'Children', 'Gender']);
    expect(definitions).toEqual(['Ada Lane', '-', '-', '0', '-']);
  });
});
