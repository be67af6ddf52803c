import '@mantine/core/styles/Combobox.layer.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type ProfessionalChoice, useProfessionalChoices } from './api';

const nameOf = (p: ProfessionalChoice) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Chooses a professional by name: the operator types part of a name or e-mail, the console's professionals
 * list (validated and active ones) answers. The current choice always stays among the options.
 */
export function ProfessionalPicker({
  label,
  description,
  value,
  onChange,
  current,
  disabled,
  error,
  known = [],
}: {
  label: string;
  description?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** The order's professional, shown before any search. */
  current: { id: string; name: string } | null;
  /** Other professionals the screen already knows (the free list), so choosing one shows its name. */
  known?: { id: string; name: string }[];
  disabled?: boolean;
  error?: string | null;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const options = new Map<string, string>();
  for (const one of [current, picked, ...known]) if (one) options.set(one.id, one.name);
  // The input shows the chosen name; that is not a search.
  const selectedName = value ? options.get(value) : undefined;
  const [term] = useDebouncedValue(search === selectedName ? '' : search.trim(), 300);
  const choices = useProfessionalChoices(term, !disabled);
  for (const professional of choices.data ?? [])
    if (!options.has(professional.id))
      options.set(professional.id, `${nameOf(professional)} · ${professional.email}`);

  return (
    <Select
      label={label}
      description={description}
      placeholder="Busque pelo nome ou e-mail"
      searchable
      clearable={!disabled}
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      disabled={disabled}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value}
      onChange={(id) => {
        setPicked(id ? { id, name: options.get(id) ?? id } : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The API filters; the list shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={choices.isFetching ? 'Buscando…' : 'Nenhum profissional encontrado.'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
