import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import 'dayjs/locale/pt-br';
import { TOAST_DURATION_MS } from '@brilho/domain';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/queryClient';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
