import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Card, Group, Select, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (`?status=…`): the current params, and a setter of one filter that
 * drops it when empty and goes back to the first page.
 */
export function useFilterParams(): [URLSearchParams, (name: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('pagina');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return [params, setFilter];
}

/** The filters above a console list: side by side, wrapping on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {children}
    </Group>
  );
}

/** One filter of a FilterBar: a choice among fixed options ('' for all), full width on a phone. */
export function FilterSelect<Value extends string>({
  label,
  description,
  data,
  value,
  onChange,
  width,
}: {
  label: string;
  description?: string;
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Its width (px) from Mantine's `xs` up. */
  width: number;
}) {
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(next) => {
        const option = data.find((item) => item.value === (next ?? ''));
        if (option) onChange(option.value);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}

/**
 * Filters typed, then applied together ('Filtrar'), kept in the address under `names`: what is applied, the draft
 * the form edits, and `apply`, which keeps the search box and the sort and goes back to the first page.
 */
export function useAppliedFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const [draft, setDraftValues] = useState(applied);
  const setDraft = (name: Name, value: string) =>
    setDraftValues((current) => ({ ...current, [name]: value }));
  const apply = (next: Record<Name, string> = draft) =>
    setParams((current) => {
      const updated = new URLSearchParams();
      for (const kept of ['busca', 'ordem']) if (current.get(kept)) updated.set(kept, current.get(kept)!);
      for (const name of names) if (next[name].trim()) updated.set(name, next[name].trim());
      return updated;
    });
  return { applied, draft, setDraft, setDraftValues, apply };
}

/** The form of filters applied together: a search landmark named `label`, its fields in a grid, then 'Filtrar'. */
export function FilterForm({
  label,
  onApply,
  cols,
  actions,
  children,
}: {
  label: string;
  onApply: () => void;
  cols: SimpleGridProps['cols'];
  /** Buttons before 'Filtrar' (a 'Limpar'). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onApply();
      }}
      role="search"
      aria-label={label}
    >
      <SimpleGrid cols={cols} spacing="sm">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="sm">
        {actions}
        <Button type="submit">Filtrar</Button>
      </Group>
    </Card>
  );
}
