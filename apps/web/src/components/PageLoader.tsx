import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's guard and chunk load; appears only if that takes a moment. */
export function PageLoader() {
  return (
    <Center mih="60vh" style={{ animation: 'brilho-appear 0s 400ms both' }}>
      <Loader color="violet" aria-label="Carregando" />
    </Center>
  );
}
