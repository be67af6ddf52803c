import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { WORKDAY_FIRST_HOUR, WORKDAY_LAST_HOUR } from '@brilho/domain/schemas';
import { Checkbox, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { availabilityTexts as t } from '../../words/professional-availability';
import type { WeeklyHours } from './api';
import { WEEKDAYS } from './format';
import type { DistrictChoice } from './selfApi';

// The weekly hours and districts a professional gives at sign-up and edits in 'Perfil'. Plain controlled
// fields: the server checks them with the operator form's rules and its field errors are shown here.

const HOURS = Array.from({ length: WORKDAY_LAST_HOUR - WORKDAY_FIRST_HOUR + 1 }, (_, i) =>
  String(WORKDAY_FIRST_HOUR + i),
);

export function WeeklyHoursFields({
  value,
  onChange,
  error,
}: {
  value: WeeklyHours[];
  onChange: (next: WeeklyHours[]) => void;
  error?: string;
}) {
  const byDay = new Map(value.map((entry) => [entry.weekday, entry]));
  const set = (weekday: number, entry: WeeklyHours | null) =>
    onChange(
      [...value.filter((e) => e.weekday !== weekday), ...(entry ? [entry] : [])].sort(
        (a, b) => a.weekday - b.weekday,
      ),
    );
  return (
    <Fieldset legend={t.workingHours} radius="md">
      <Stack gap="xs">
        {WEEKDAYS.map(({ weekday, name }) => {
          const entry = byDay.get(weekday);
          return (
            <Group key={weekday} gap="sm" wrap="wrap" align="center">
              <Checkbox
                w={110}
                label={<Text tt="capitalize">{name}</Text>}
                checked={Boolean(entry)}
                onChange={(event) =>
                  set(weekday, event.currentTarget.checked ? { weekday, start_hour: 8, end_hour: 17 } : null)
                }
              />
              {entry && (
                <Group gap="xs" wrap="nowrap">
                  <NativeSelect
                    aria-label={t.startOn(name)}
                    data={HOURS.map((h) => ({ value: h, label: `${h}h` }))}
                    value={String(entry.start_hour)}
                    onChange={(event) =>
                      set(weekday, { ...entry, start_hour: Number(event.currentTarget.value) })
                    }
                  />
                  <Text size="sm">{t.until}</Text>
                  <NativeSelect
                    aria-label={t.endOn(name)}
                    data={HOURS.map((h) => ({ value: h, label: `${h}h` }))}
                    value={String(entry.end_hour)}
                    onChange={(event) =>
                      set(weekday, { ...entry, end_hour: Number(event.currentTarget.value) })
                    }
                  />
                </Group>
              )}
            </Group>
          );
        })}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

export function DistrictFields({
  choices,
  value,
  onChange,
  error,
}: {
  choices: DistrictChoice[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const cities = [...new Set(choices.map((choice) => choice.city))];
  return (
    <Fieldset legend={t.districts} radius="md">
      <Stack gap="sm">
        {cities.map((city) => (
          <Checkbox.Group key={city} label={city} value={value} onChange={onChange}>
            <Group gap="sm" mt={4}>
              {choices
                .filter((choice) => choice.city === city)
                .map((choice) => (
                  <Checkbox key={choice.id} value={choice.id} label={choice.display_name} />
                ))}
            </Group>
          </Checkbox.Group>
        ))}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
