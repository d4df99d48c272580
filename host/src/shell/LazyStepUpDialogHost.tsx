import { setStepUpLoader } from '@telehealth/shared/api';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';

// The dialog lives in the full UI kit, which the first screen does not load.
const StepUpDialogHost = lazy(() =>
  import('@telehealth/shared/ui').then((kit) => ({ default: kit.StepUpDialogHost })),
);

/**
 * The step-up dialog, mounted once the first screen is shown, or at once when a guarded action
 * needs it sooner (the action waits for the dialog instead of being refused).
 */
export function LazyStepUpDialogHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const mount = () => live && setReady(true);
    setStepUpLoader(mount);
    void afterFirstScreen().then(mount);
    return () => {
      live = false;
      setStepUpLoader(null);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialogHost />
    </Suspense>
  );
}
