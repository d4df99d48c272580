import { ApiError } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import {
  completeEarlySignIn,
  earlySignInResult,
  type EarlyAnswer,
  takeEarlySubmission,
} from './early-sign-in';

const SIGNED_IN: EarlyAnswer = {
  status: 200,
  body: { message: 'Login Success', data: { token: 'access-1', session_id: 'session-1', expires_in: 900 } },
};

describe('the sign-in the prerendered login page sent', () => {
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => {
    delete window.__earlySignIn;
  });

  test('a success at start-up is taken: the session is stored and nothing is left for the login page', async () => {
    window.__earlySignIn = { settled: true, answer: Promise.resolve(SIGNED_IN) };
    await expect(completeEarlySignIn()).resolves.toBe(true);
    expect(useSessionStore.getState().session).toMatchObject({ token: 'access-1', sessionId: 'session-1' });
    expect(takeEarlySubmission()).toBeUndefined();
  });

  test('a refusal, or an incomplete form, is left for the login page to report', async () => {
    const refused = { settled: true, answer: Promise.resolve({ status: 401, body: { message: 'Invalid' } }) };
    window.__earlySignIn = refused;
    await expect(completeEarlySignIn()).resolves.toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
    expect(takeEarlySubmission()).toBe(refused);

    window.__earlySignIn = { settled: true, answer: null };
    await expect(completeEarlySignIn()).resolves.toBe(false);
    expect(takeEarlySubmission()).toEqual({ settled: true, answer: null });
  });

  test('an answer that carries no session (a next step) is left for the login page too', async () => {
    window.__earlySignIn = {
      settled: true,
      answer: Promise.resolve({ status: 200, body: { data: { challenge: 'second-factor' } } }),
    };
    await expect(completeEarlySignIn()).resolves.toBe(false);
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.__earlySignIn).toBeDefined();
  });

  test('an answer slower than start-up waits for is left, untouched, for the login page', async () => {
    let answer: (value: EarlyAnswer) => void = () => {};
    const submission = { settled: false, answer: new Promise<EarlyAnswer>((resolve) => (answer = resolve)) };
    window.__earlySignIn = submission;
    await expect(completeEarlySignIn(window, 10)).resolves.toBe(false);
    expect(window.__earlySignIn).toBe(submission);
    answer(SIGNED_IN);
    await submission.answer;
    // Not stored behind the login page's back: it takes the answer and stores it itself.
    expect(useSessionStore.getState().session).toBeNull();
  });

  test('a failure becomes an ApiError with the status and the server message, or none', async () => {
    await expect(
      earlySignInResult(Promise.resolve({ status: 429, body: { message: 'Too many attempts' } })),
    ).rejects.toEqual(new ApiError(429, 'Too many attempts'));
    const offline = earlySignInResult(Promise.resolve({ status: 0, body: null }));
    await expect(offline).rejects.toBeInstanceOf(ApiError);
    await expect(offline).rejects.toMatchObject({ status: 0, message: '' });
  });
});
