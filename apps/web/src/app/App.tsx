import '@mantine/core/styles.css';
import { Button, MantineProvider } from '@mantine/core';

export function App() {
  return (
    <MantineProvider>
      <Button>Brilho</Button>
    </MantineProvider>
  );
}
