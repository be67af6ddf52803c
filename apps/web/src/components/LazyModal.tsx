import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Mantine's Modal (focus trap, scroll lock, transitions) loads on a dialog's first opening.
const Modal = lazy(() => import('./ModalChunk'));

/**
 * Mantine's Modal for a dialog most visits never open ('Ver todos' of a dashboard list): its code is fetched
 * on the first opening, and it stays mounted from then on so closing still animates.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
