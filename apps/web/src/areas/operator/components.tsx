import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  type ModalProps,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { texts as c } from '../../words/operator';

/** A console screen's heading (h2, under the console's h1) with its main action on the right. */
export function ScreenHeader({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" component="div">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}

/** A list that could not be loaded: the spec's text (messages.places.*) and a way to ask again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="white" color="red" size="xs" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListLoader() {
  return (
    <Center py="xl">
      <Loader color="violet" aria-label="Carregando" />
    </Center>
  );
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function ScrollTable({
  label,
  minWidth,
  busy,
  children,
}: {
  label: string;
  minWidth: number;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    // Focusable and named, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table
        aria-label={label}
        aria-busy={busy || undefined}
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        bg="white"
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

const CONTROL_LABELS = {
  first: c.firstPage,
  previous: c.previousPage,
  next: c.nextPage,
  last: c.lastPage,
} as const;

/** Page links for a paged list; hidden when there is only one page. */
export function Pager({
  label,
  page,
  total,
  onChange,
}: {
  label: string;
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': c.page(item) })}
      />
    </nav>
  );
}

/** A search param holding a page number (1 when absent or not a positive integer). */
export function usePageParam(name = 'pagina'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(name);
        else updated.set(name, String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}

/** Errors of a form that point at no field (a relationship, a generic 422). */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Stack gap={4}>
        {errors.map((error) => (
          <Text size="sm" key={error}>
            {error}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** A form in a dialog: named by its title, closed by Esc, the overlay or a labelled close button. */
export function FormModal(props: Omit<ModalProps, 'centered' | 'closeButtonProps'>) {
  return <Modal centered closeButtonProps={{ 'aria-label': 'Fechar' }} {...props} />;
}
