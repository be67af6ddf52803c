import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// `findBy…`/`waitFor` poll until this; the default 1 s is too tight for lazily loaded screens on a busy
// CI machine. A passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
