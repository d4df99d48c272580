import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '../loading/load-once';
import { afterFirstScreen } from './after-first-screen';

/** What a deferred control's real component takes: open it at once (the stand-in was pressed). */
export interface OpensAtOnce {
  openAtOnce?: boolean;
}

/** A stand-in: looks like the control's trigger; `onUse` is its press. */
export type StandIn = ComponentType<{ onUse: () => void }>;

export interface DeferredControl {
  (): React.ReactElement;
  /** Starts loading the real control (once). */
  preload: () => Promise<void>;
}

/**
 * Tracks a pointer pressed on the stand-in. Swapping the stand-in for the real trigger between the
 * press and the release would send the click to neither (the browser clicks the element both
 * ends were on), so the idle swap waits for `released`, which resolves once the click has run.
 */
function usePress() {
  const [press] = useState(() => {
    let waiting: (() => void)[] = [];
    let pressed = false;
    const release = () => {
      // After the click the release dispatches, which runs in the same task as pointerup.
      setTimeout(() => {
        pressed = false;
        const run = waiting;
        waiting = [];
        for (const resume of run) resume();
      }, 0);
    };
    return {
      start: () => {
        if (pressed) return;
        pressed = true;
        for (const type of ['pointerup', 'pointercancel'] as const)
          window.addEventListener(type, release, { once: true, capture: true });
      },
      released: () => (pressed ? new Promise<void>((resume) => waiting.push(resume)) : Promise.resolve()),
    };
  });
  return press;
}

/**
 * A top-bar control whose code (a menu, a dialog: the full UI kit) loads after the first screen is
 * shown. Until then `StandIn` renders, looking the same as the real trigger; pressing it loads the
 * control and opens it. A stand-in that had the focus hands it to the real trigger.
 */
export function deferredControl(
  load: () => Promise<ComponentType<OpensAtOnce>>,
  Placeholder: StandIn,
): DeferredControl {
  let loaded: ComponentType<OpensAtOnce> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
    }),
  );

  function Deferred() {
    const [Control, setControl] = useState(() => loaded);
    const [openAtOnce, setOpenAtOnce] = useState(false);
    const wrapper = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const press = usePress();
    const show = useCallback(() => {
      hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setControl(() => loaded);
    }, []);
    useEffect(() => {
      if (Control) return;
      let live = true;
      afterFirstScreen()
        .then(preload)
        .then(press.released)
        .then(() => live && show())
        .catch(() => undefined); // loaded again on a press
      return () => {
        live = false;
      };
    }, [Control, show, press]);
    useLayoutEffect(() => {
      if (!Control || !hadFocus.current || openAtOnce) return;
      hadFocus.current = false;
      wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
    }, [Control, openAtOnce]);
    const use = () => {
      setOpenAtOnce(true);
      preload()
        .then(show)
        .catch(() => setOpenAtOnce(false));
    };
    return (
      <span ref={wrapper} style={{ display: 'contents' }} onPointerDown={press.start}>
        {Control ? <Control openAtOnce={openAtOnce} /> : <Placeholder onUse={use} />}
      </span>
    );
  }
  Deferred.preload = preload;
  return Deferred;
}
