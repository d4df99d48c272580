import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { CatalogDialogProps, CatalogEntry } from './catalog-kind';
import type { NameEntryDialogProps } from './NameDialog';

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 200);

/**
 * An add/edit dialog whose module (the form, react-hook-form and valibot) is fetched in idle time
 * after the list has shown, not with the list page, and which mounts when first opened (then stays
 * mounted, so it still animates out). A list page thus loads and mounts no form to show its rows.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => React.ReactElement | null {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React.lazy is
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    useEffect(() => {
      whenIdle(() => void load().catch(() => undefined));
    }, []);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}

/** A lazy NameDialog of one kind as a catalog resource's Dialog: the entry's name is the initial name. */
export function lazyNameDialog<E extends CatalogEntry>(
  load: () => Promise<ComponentType<NameEntryDialogProps>>,
) {
  const Dialog = lazyDialog(load);
  return ({ entry, ...props }: CatalogDialogProps<E, string>) => (
    <Dialog initialName={entry ? entry.name : undefined} {...props} />
  );
}
