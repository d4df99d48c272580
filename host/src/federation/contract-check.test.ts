import { checkContract } from './contract-check';

describe('checkContract', () => {
  it('accepts a remote whose range the shell satisfies', () => {
    expect(checkContract('^2.0.0', '2.0.0')).toEqual({ fits: true });
    expect(checkContract('^2.1.0', '2.3.1')).toEqual({ fits: true });
    expect(checkContract('>=2.0.0 <4.0.0', '2.3.1')).toEqual({ fits: true });
  });

  it('says the shell is behind when the remote needs a later contract', () => {
    expect(checkContract('^3.0.0', '2.0.0')).toEqual({ fits: false, problem: 'needs-newer-shell' });
    expect(checkContract('^2.1.0', '2.0.0')).toEqual({ fits: false, problem: 'needs-newer-shell' });
  });

  it('says the remote is too old when the shell moved past its range', () => {
    expect(checkContract('^1.0.0', '2.0.0')).toEqual({ fits: false, problem: 'too-old' });
    expect(checkContract('~3.0.0', '3.1.0')).toEqual({ fits: false, problem: 'too-old' });
  });
});
