import type { ModalProps } from '@mantine/core';

/** What the customer side's dialogs share: a pt-BR close button and a bold title. */
export const MODAL_DEFAULTS = {
  closeButtonProps: { 'aria-label': 'Fechar' },
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
} satisfies Partial<ModalProps>;
