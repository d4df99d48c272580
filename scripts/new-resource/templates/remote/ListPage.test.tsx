import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeRequest } from '@telehealth/shared/test-support/fake-api';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { {{Name}}ListPage } from './{{Name}}ListPage';
import type { {{Name}} } from './types';

const row = (uid: string, name: string, status: {{Name}}['status'] = 'active'): {{Name}} => ({
  uid,
  name,
  description: null,
  status,
  created_at: '2026-11-02T15:00:00.000Z',
  updated_at: '2026-11-02T15:00:00.000Z',
});

jest.setTimeout(20_000);

function renderPage(route = '/admin/{{names-kebab}}') {
  const requests = fakeApi({
    'GET /{{name-kebab}}': ({ query }: FakeRequest) => ({
      data: {
        {{names_snake}}: query.get('search') ? [row('u2', 'Winter')] : [row('u1', 'Spring'), row('u2', 'Winter')],
        count: query.get('search') ? 1 : 2,
        limit: 20,
      },
    }),
    'POST /{{name-kebab}}': ({ body }: FakeRequest) => ({ data: { {{name_snake}}: { ...row('u3', 'x'), ...(body as object) } } }),
    'GET /saved-views': { data: { views: [] } },
    'GET /list-layouts': { data: { layout: null } },
  });
  renderWithProviders(
    <>
      <{{Name}}ListPage />
      <LocationProbe />
    </>,
    { route },
  );
  return requests.filter((request) => request.path === '/{{name-kebab}}');
}

describe('{{Name}}ListPage', () => {
  it('lists the {{labels}} with links to each, and searches by name through the URL', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    expect(await screen.findByRole('link', { name: 'Spring' })).toHaveAttribute('href', '/admin/{{names-kebab}}/u1');
    await user.type(screen.getByPlaceholderText('Search by name'), 'win');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('search=win');
    expect(calls.at(-1)?.query.get('search')).toBe('win');
  });

  it('filters by status and adds a {{label}} through the dialog', async () => {
    const user = userEvent.setup();
    const calls = renderPage('/admin/{{names-kebab}}?status=archived');
    await screen.findByRole('link', { name: 'Winter' });
    expect(JSON.parse(calls[0].query.get('where') ?? '{}')).toEqual({ status: 'archived' });

    await user.click(screen.getByRole('button', { name: /Add {{Label}}/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add {{Label}}' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Autumn ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('{{Label}} added')).toBeInTheDocument();
  });
});
