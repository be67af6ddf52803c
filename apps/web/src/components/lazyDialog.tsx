import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads on its first opening (decision 0121): the address wizard, the card
 * forms and the like pull in forms, validation and Mantine's overlays that the screen behind them never
 * runs. Like `LazyModal`, it stays mounted once opened, so closing and reopening animate as before.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open it; by default their `opened`. */
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const opened = isOpen(props);
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
