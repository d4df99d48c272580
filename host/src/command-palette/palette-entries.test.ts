import { matchPath, paletteEntries } from './palette-entries';

const SECTIONS = [
  { label: 'Doctors', path: '/admin/doctors' },
  { label: 'Payments', path: '/admin/payments' },
];
const DOCTOR = { kind: 'doctor' as const, uid: 'd-1', label: 'Dana Pay', detail: null };

describe('paletteEntries', () => {
  it('with nothing typed: recent items, then every section', () => {
    const entries = paletteEntries('  ', SECTIONS, [], [DOCTOR]);
    expect(entries.map((e) => [e.group, e.label, e.to])).toEqual([
      ['Recent', 'Dana Pay', '/admin/doctors/d-1'],
      ['Go to', 'Doctors', '/admin/doctors'],
      ['Go to', 'Payments', '/admin/payments'],
    ]);
  });

  it('with text: the sections whose name holds it, then the matches by kind', () => {
    const entries = paletteEntries('PAY', SECTIONS, [DOCTOR], []);
    expect(entries.map((e) => [e.group, e.label])).toEqual([
      ['Go to', 'Payments'],
      ['Doctors', 'Dana Pay'],
    ]);
  });
});

describe('matchPath', () => {
  it('opens each kind on its own screen, a payment on the list searched by its appointment id', () => {
    expect(matchPath({ kind: 'clinic', uid: 'c', label: 'x', detail: null })).toBe('/admin/clinics/c');
    expect(matchPath({ kind: 'appointment', uid: 'a', label: 'APT1', detail: null })).toBe(
      '/admin/appointments/a',
    );
    expect(matchPath({ kind: 'payment', uid: 't', label: 'APT 1&2', detail: null })).toBe(
      '/admin/payments?search=APT%201%262',
    );
  });
});
