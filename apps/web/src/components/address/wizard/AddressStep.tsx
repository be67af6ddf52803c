import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import { messages, onlyDigits } from '@brilho/domain';
import { MASKS, maskMaxLength } from '@brilho/domain/masks';
import { addressSearchStep, searchable } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Divider, Grid, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  cepQuery,
  citiesByNameQuery,
  closedCitiesByNameQuery,
  type Place,
  useGeocodingSearch,
} from '../../../entities/address/api';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { addressWizardTexts as t } from '../../../words/address-wizard';
import { MaskedTextInput } from '../../MaskedTextInput';
import { StepActions, type StepProps } from './common';
import { pickCity } from './state';

interface SearchForm {
  zip_code: string;
  street: string;
  street_number: string;
  city: string;
  complement: string;
  reference: string;
}

const changed = (a: string, b: string) => a.trim().toLowerCase() !== b.trim().toLowerCase();

/** Step 1: the address as typed, filled by the CEP or by a place from the search. */
export function AddressStep({
  data,
  onNext,
  onBack,
  geocoderDown,
  onGeocoderDown,
}: StepProps & { geocoderDown: boolean; onGeocoderDown: () => void }) {
  const client = useQueryClient();
  const form = useForm<SearchForm>({
    resolver: zodResolver(addressSearchStep) as never,
    defaultValues: {
      zip_code: data.zip_code,
      street: data.street,
      street_number: data.street_number,
      city: data.city,
      complement: data.complement,
      reference: data.reference,
    },
    mode: 'onTouched',
  });
  const [place, setPlace] = useState<Place | null>(data.place);
  const [hints, setHints] = useState({ district: data.districtHint, state: data.stateHint });
  const [lookingUpCep, setLookingUpCep] = useState(false);
  const [checkingCity, setCheckingCity] = useState(false);
  const lastCep = useRef(onlyDigits(data.zip_code));
  const errors = form.formState.errors;

  // Any failure of the CEP service is silent: the user goes on typing.
  const lookUpCep = async (digits: string) => {
    setLookingUpCep(true);
    try {
      const info = await client.fetchQuery(cepQuery(digits));
      if (lastCep.current !== digits) return;
      if (info.street) form.setValue('street', info.street);
      if (info.city) form.setValue('city', info.city);
      form.clearErrors(['street', 'city']);
      setHints({ district: info.district ?? '', state: info.state ?? '' });
    } catch {
      // Manual entry goes on.
    } finally {
      setLookingUpCep(false);
    }
  };

  const choosePlace = (chosen: Place) => {
    setPlace(chosen);
    form.setValue('street', chosen.street ?? '');
    form.setValue('street_number', chosen.street_number ?? '');
    form.setValue('city', chosen.city ?? '');
    if (chosen.zip_code) {
      lastCep.current = onlyDigits(chosen.zip_code);
      form.setValue('zip_code', MASKS.cep(chosen.zip_code));
    }
    form.clearErrors(['street', 'street_number', 'city']);
    setHints({ district: chosen.district ?? '', state: chosen.state ?? '' });
  };

  /** A city we closed (Pinhais) says so, as the picker does; any other name was not found. */
  const unservedCityMessage = async (typed: string): Promise<string> => {
    const closed = await client.fetchQuery(closedCitiesByNameQuery(typed)).catch(() => []);
    return closed.some((city) => searchable(city.display_name) === searchable(typed))
      ? messages.places.closedCity
      : messages.places.cityNotFound(typed.trim());
  };

  const submit = form.handleSubmit(async () => {
    const raw = form.getValues();
    setCheckingCity(true);
    try {
      const city = pickCity(await client.fetchQuery(citiesByNameQuery(raw.city)), hints.state);
      if (!city) {
        form.setError('city', { message: await unservedCityMessage(raw.city) });
        return;
      }
      const cityChanged = data.cityRecord?.id !== city.id;
      const hintChanged = hints.district !== data.districtHint;
      const moved =
        changed(raw.street, data.street) ||
        changed(raw.street_number, data.street_number) ||
        changed(raw.city, data.city);
      onNext({
        ...raw,
        place,
        districtHint: hints.district,
        stateHint: hints.state,
        cityRecord: city,
        ...(cityChanged ? { district: null } : {}),
        ...(cityChanged || hintChanged ? { districtSearch: '' } : {}),
        ...(cityChanged || moved ? { location: null } : {}),
      });
    } catch {
      notify({ type: 'error', message: messages.places.citiesByNameFailed });
    } finally {
      setCheckingCity(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {geocoderDown ? (
          <Alert color="violet" variant="light" title={t.searchUnavailable}>
            {messages.places.geocoderUnavailable}
          </Alert>
        ) : (
          <PlaceSearch onChoose={choosePlace} onUnavailable={onGeocoderDown} />
        )}
        <Divider label={t.addressData} labelPosition="left" />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="zip_code"
              render={({ field }) => (
                <MaskedTextInput
                  mask={MASKS.cep}
                  label="CEP"
                  description="Opcional: preenche a rua e a cidade"
                  placeholder="00000-000"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={maskMaxLength('cep')}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  rightSection={lookingUpCep ? <Loader size="xs" aria-label="Buscando o CEP" /> : null}
                  onChange={(event) => {
                    // Already masked by the input (the app's one mask module).
                    const masked = event.currentTarget.value;
                    field.onChange(masked);
                    const digits = onlyDigits(masked);
                    if (digits.length === 8 && digits !== lastCep.current) {
                      lastCep.current = digits;
                      void lookUpCep(digits);
                    } else if (digits.length < 8) lastCep.current = '';
                  }}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Rua"
              autoComplete="address-line1"
              {...form.register('street')}
              error={errors.street?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t.number}
              inputMode="numeric"
              {...form.register('street_number')}
              error={errors.street_number?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Cidade"
              autoComplete="address-level2"
              {...form.register('city')}
              error={errors.city?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Complemento"
              description="Opcional. Ex.: apto 12, bloco B"
              autoComplete="address-line2"
              {...form.register('complement')}
              error={errors.complement?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t.reference}
              description={t.referenceHint}
              {...form.register('reference')}
              error={errors.reference?.message}
            />
          </Grid.Col>
        </Grid>
      </Stack>
      <StepActions
        backLabel="cancelar"
        onBack={() => onBack(form.getValues())}
        nextLabel="continuar"
        loading={checkingCity}
      />
    </form>
  );
}

/** The places search: debounced, a place is taken only when complete; a 503 turns it off. */
function PlaceSearch({
  onChoose,
  onUnavailable,
}: {
  onChoose: (place: Place) => void;
  onUnavailable: () => void;
}) {
  const [text, setText] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // Mantine writes the chosen label into the field right after the choice: that change keeps the error.
  const chosen = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, 400);
  const search = useGeocodingSearch(debounced, debounced !== chosenLabel);
  const places = search.data ?? [];

  useEffect(() => {
    if (search.error instanceof ApiError && search.error.status === 503) onUnavailable();
  }, [search.error, onUnavailable]);

  return (
    <Autocomplete
      label={t.search}
      description={t.searchHint}
      placeholder="Ex.: Rua XV de Novembro, 700, Curitiba"
      autoComplete="off"
      value={text}
      onChange={(value) => {
        setText(value);
        if (value !== chosen.current) setError(null);
      }}
      data={places.map((place, index) => ({ value: `${index}`, label: place.label }))}
      filter={({ options }) => options}
      onOptionSubmit={(value) => {
        const place = places[Number(value)];
        if (!place) return;
        chosen.current = place.label;
        setChosenLabel(place.label);
        if (place.complete) onChoose(place);
        else setError(messages.places.incompletePlace);
      }}
      rightSection={search.isFetching ? <Loader size="xs" aria-label={t.searching} /> : null}
      error={error}
    />
  );
}
