import '@mantine/core/styles/Combobox.layer.css';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
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
