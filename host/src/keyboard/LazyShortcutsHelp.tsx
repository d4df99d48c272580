import { lazy, Suspense, useState } from 'react';
import { useShortcutsHelpStore } from './shortcuts-help-store';

const ShortcutsHelp = lazy(() =>
  import(/* webpackChunkName: "shortcuts-help" */ './ShortcutsHelp').then((m) => ({
    default: m.ShortcutsHelp,
  })),
);

/** The `?` dialog, whose code (the full kit's dialog) loads the first time it is asked for. */
export function LazyShortcutsHelp() {
  const open = useShortcutsHelpStore((state) => state.open);
  // Stays mounted once asked for, so closing it plays the dialog's own exit.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp />
    </Suspense>
  );
}
