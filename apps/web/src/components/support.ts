import { createContext, useContext } from 'react';

/**
 * The way any page opens the layout's support modal (features/support/SupportProvider.tsx provides it), kept
 * apart from the modal so a feature opens support without importing the support feature (decision 0111).
 */
export type SupportTab = 'form' | 'chat';

export const SupportContext = createContext<(tab?: SupportTab) => void>(() => {});

/** Opens the layout's support modal, on the contact form or the chat ('PROFISSIONAL FALTOU', terms…). */
export const useOpenSupport = () => useContext(SupportContext);
