import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setStepUpHandler, setStepUpLoader } from './step-up';

const REFUSED = {
  status: 403,
  message: 'Confirm with your authenticator code to continue',
  errors: { reason: 'second_factor_required' },
};

describe('step-up: a guarded action refused for want of a fresh code', () => {
  afterEach(() => {
    setStepUpHandler(null);
    setStepUpLoader(null);
    jest.restoreAllMocks();
  });

  it('asks the handler for a code, then sends the same call again and answers its result', async () => {
    let calls = 0;
    const requests = fakeApi({
      'POST /payments/refund/p1': () => {
        calls += 1;
        return calls === 1 ? REFUSED : { data: { refunded: true } };
      },
    });
    const asked: string[] = [];
    setStepUpHandler(async (message) => {
      asked.push(message);
    });
    await expect(api.post('/payments/refund/p1', { type: 'full_refund' })).resolves.toEqual({
      refunded: true,
    });
    expect(asked).toEqual(['Confirm with your authenticator code to continue']);
    expect(requests.map((request) => request.body)).toEqual([
      { type: 'full_refund' },
      { type: 'full_refund' },
    ]);
  });

  it("hands the handler the refusal's methods (what the admin can prove it with)", async () => {
    let calls = 0;
    fakeApi({
      'PUT /admins/a1/role': () => {
        calls += 1;
        return calls === 1
          ? {
              ...REFUSED,
              errors: { reason: 'second_factor_required', methods: ['passkey', 'recovery_code', 7] },
            }
          : { data: {} };
      },
    });
    const asked: unknown[] = [];
    setStepUpHandler(async (message, methods) => {
      asked.push([message, methods]);
    });
    await api.put('/admins/a1/role', { role: 'support' });
    expect(asked).toEqual([
      ['Confirm with your authenticator code to continue', ['passkey', 'recovery_code']],
    ]);
  });

  it("gives the dialog the refusal's reason over the call's own (the API knows the policy's amount)", async () => {
    let calls = 0;
    const refusal = (why?: string) => ({ ...REFUSED, errors: { reason: 'second_factor_required', why } });
    fakeApi({
      'POST /payments/refund/p2': () => {
        calls += 1;
        if (calls === 1) return refusal('refunds above $500.00 need a fresh code');
        if (calls === 3) return refusal();
        return { data: {} };
      },
    });
    const contexts: unknown[] = [];
    setStepUpHandler(async (_message, _methods, context) => {
      contexts.push(context);
    });
    const stepUp = { action: 'Refund $514.80 on APT1000262', why: 'large refunds need a fresh code' };
    await api.post('/payments/refund/p2', {}, { stepUp });
    await api.post('/payments/refund/p2', {}, { stepUp });
    expect(contexts).toEqual([
      { action: 'Refund $514.80 on APT1000262', why: 'refunds above $500.00 need a fresh code' },
      stepUp,
    ]);
  });

  it('leaves the refusal standing when the admin cancels, and sends nothing more', async () => {
    const requests = fakeApi({ 'PUT /admins/a1/role': REFUSED });
    setStepUpHandler(() => Promise.reject(new Error('cancelled')));
    const failure = await api.put('/admins/a1/role', { role: 'support' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(requests).toHaveLength(1);
  });

  it('does not ask for a code on another 403', async () => {
    fakeApi({ 'PUT /admins/a1/role': { status: 403, message: "You don't have permission to do this" } });
    const handler = jest.fn(async () => undefined);
    setStepUpHandler(handler);
    await expect(api.put('/admins/a1/role', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('waits for a dialog mounted late: the loader is asked, and the action goes on once it is there', async () => {
    let calls = 0;
    const requests = fakeApi({
      'POST /payments/refund/p1': () => {
        calls += 1;
        return calls === 1 ? REFUSED : { data: { refunded: true } };
      },
    });
    const asked: string[] = [];
    const loader = jest.fn(() => {
      // The dialog mounts a moment later and registers itself.
      setTimeout(() => setStepUpHandler(async (message) => void asked.push(message)), 20);
    });
    setStepUpLoader(loader);
    await expect(api.post('/payments/refund/p1', { type: 'full_refund' })).resolves.toEqual({
      refunded: true,
    });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['Confirm with your authenticator code to continue']);
    expect(requests).toHaveLength(2);
  });
});
