import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithProviders } from '../../test-support/render';
import { adminWith, signInAs } from '../../test-support/session-admin';
import { noteParts } from './note-text';
import { RecordNotes, withMentionTokens } from './record-notes';

const SAM = { uid: '11111111-1111-4111-8111-111111111111', full_name: 'Sam Support', role: 'support' };
const OLGA = {
  uid: '22222222-2222-4222-8222-222222222222',
  full_name: 'Olga Operations',
  role: 'operations',
};

const note = (over: Record<string, unknown> = {}) => ({
  uid: 'n1',
  author: { uid: OLGA.uid, full_name: OLGA.full_name },
  text: `<b>bold</b> @[Sam Support](${SAM.uid}) see APT1042`,
  created_at: '2026-11-29T10:00:00.000Z',
  edited_at: null,
  deleted_at: null,
  deleted_by: null,
  mentions: [{ uid: SAM.uid, full_name: SAM.full_name }],
  history: [],
  can_edit: false,
  can_delete: false,
  ...over,
});

describe('RecordNotes', () => {
  it('shows each note as text with its author and time; mentions stand out, appointment ids link', async () => {
    fakeApi({
      'GET /notes/doctor/d1': { data: { notes: [note()] } },
      'GET /admin-inbox/teammates': { data: { admins: [SAM, OLGA] } },
    });
    renderWithProviders(<RecordNotes type="doctor" recordKey="d1" />);
    expect(await screen.findByText('Olga Operations')).toBeInTheDocument();
    // Markup is shown as typed, never rendered.
    expect(screen.getByText('<b>bold</b>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('@Sam Support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'APT1042' })).toHaveAttribute(
      'href',
      '/admin/appointments?search=APT1042',
    );
  });

  it('adds a note with a picked mention sent as its token; the count guards 5,000 characters', async () => {
    const requests = fakeApi({
      'GET /notes/enquiry/7': { data: { notes: [] } },
      'GET /admin-inbox/teammates': { data: { admins: [SAM, OLGA] } },
      'POST /notes/enquiry/7': { status: 201, data: { note: note() } },
    });
    renderWithProviders(<RecordNotes type="enquiry" recordKey="7" />);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'New note' });
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('A note can have at most 5,000 characters (5,001)')).toBeInTheDocument();
    expect(add).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Please call back ' } });
    await screen.findByRole('option', { name: 'Sam Support' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mention a teammate' }), {
      target: { value: SAM.uid },
    });
    expect(box).toHaveValue('Please call back @Sam Support ');
    fireEvent.click(add);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ text: `Please call back @[Sam Support](${SAM.uid})` });
  });

  it('links a doctor the server found by name; editing shows the name as typed and sends it plain', async () => {
    const DOCTOR = '33333333-3333-4333-8333-333333333333';
    const requests = fakeApi({
      'GET /notes/enquiry/7': {
        data: {
          notes: [
            note({ text: `Called [Dr Ann Lee](doctor:${DOCTOR}) about it`, mentions: [], can_edit: true }),
          ],
        },
      },
      'GET /admin-inbox/teammates': { data: { admins: [SAM, OLGA] } },
      'PUT /notes/n1': { data: { note: note() } },
    });
    renderWithProviders(<RecordNotes type="enquiry" recordKey="7" />);
    expect(await screen.findByRole('link', { name: 'Dr Ann Lee' })).toHaveAttribute(
      'href',
      `/admin/doctors/${DOCTOR}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit note' });
    expect(box).toHaveValue('Called Dr Ann Lee about it');
    fireEvent.change(box, { target: { value: 'Called Dr Ann Lee about it twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      text: 'Called Dr Ann Lee about it twice',
    });
  });

  it('offers no editor to a role that cannot write notes (the Auditor), and says who deleted a note', async () => {
    const requests = fakeApi({
      'GET /notes/patient/p1': {
        data: {
          notes: [note({ text: null, deleted_at: '2026-11-29T11:00:00.000Z', deleted_by: 'Ada Owner' })],
        },
      },
    });
    signInAs(adminWith('auditor', ['patients.view']));
    renderWithProviders(<RecordNotes type="patient" recordKey="p1" />);
    expect(await screen.findByText(/Note by Olga Operations deleted by Ada Owner/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/notes/patient/p1']);
  });
});

describe('note text', () => {
  it('cuts mentions, record links and appointment ids out of plain text', () => {
    expect(noteParts(`Hi @[Sam](${SAM.uid}), see [Dr. Lee](doctor:abc-1) and APT123.`)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Sam', uid: SAM.uid },
      { kind: 'text', text: ', see ' },
      { kind: 'link', label: 'Dr. Lee', path: '/admin/doctors/abc-1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', label: 'APT123', path: '/admin/appointments?search=APT123' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('turns each picked @Name back into its token, longest names first', () => {
    const picked = new Map([
      ['Ana', 'a'],
      ['Ana Lopez', 'b'],
    ]);
    expect(withMentionTokens('@Ana Lopez and @Ana', picked)).toBe('@[Ana Lopez](b) and @[Ana](a)');
  });
});
