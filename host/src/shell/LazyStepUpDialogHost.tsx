import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';

// The dialog lives in the full UI kit, which the first screen does not load.
const StepUpDialogHost = lazy(() =>
  import('@telehealth/shared/ui').then((kit) => ({ default: kit.StepUpDialogHost })),
);

/**
 * The step-up dialog, mounted once the first screen is shown: an action guarded by a fresh
 * second-factor proof can only be started after that.
 */
export function LazyStepUpDialogHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialogHost />
    </Suspense>
  );
}
