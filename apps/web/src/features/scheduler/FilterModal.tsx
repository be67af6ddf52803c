import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import {
  bookableDates,
  formatDateBR,
  LAYOUT,
  type Pricing,
  spokenDate,
  startHours,
  weekdayShort,
} from '@brilho/domain';
import { Alert, Button, Chip, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { MODAL_DEFAULTS } from '../../components/modal';
import type { Coupon } from '../../entities/professional/model';
import { hourLabel, texts, weekdayOf } from '../../words/scheduler';
import { filterTexts } from '../../words/scheduler-filters';
import { DurationOptions } from './DurationOptions';
import classes from './scheduler.module.css';
import { changeDate, changeStartHour, durationsFor, type Filters } from './state';

export type FilterTab = 'data' | 'horario' | 'duracao' | 'profissional';

export interface FilterModalProps {
  opened: boolean;
  onClose: () => void;
  filters: Filters;
  /** The tab shown when the modal opens. */
  tab?: FilterTab;
  now: Date;
  district: Pricing | null;
  products?: Pricing | null;
  /** The chosen professional's coupon: the duration prices show it applied. */
  coupon?: Coupon | null;
  onApply: (filters: Filters) => void;
}

/**
 * The filter modal (the screens): tabs 'Data', 'Horário', 'Duração' and 'Profissional', the tip that
 * not every field is needed, 'Ver Profissionais Disponíveis' and 'Voltar'. Nothing changes until applied.
 */
export function FilterModal({ opened, onClose, ...props }: FilterModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.filtersTitle}
      size="lg"
      fullScreen={phone}
      {...MODAL_DEFAULTS}
    >
      <FilterForm {...props} onClose={onClose} />
    </Modal>
  );
}

function FilterForm({
  filters,
  tab = 'data',
  now,
  district,
  products = null,
  coupon = null,
  onApply,
  onClose,
}: Omit<FilterModalProps, 'opened'>) {
  const [draft, setDraft] = useState<Filters>(filters);
  const [activeTab, setActiveTab] = useState<string | null>(tab);
  const [missingDate, setMissingDate] = useState(false);
  const twoMonths = useMediaQuery(`(min-width: ${LAYOUT.calendarColumnsBreakpointPx}px)`);
  const dates = bookableDates(now);
  const bookable = new Set(dates);
  const hours = draft.date ? startHours(draft.date, now) : [];
  const durationOptions = durationsFor(draft.date, draft.startHour, now);

  const apply = () => {
    if (!draft.date) {
      setMissingDate(true);
      setActiveTab('data');
      return;
    }
    onApply({ ...draft, name: draft.name.trim() });
  };

  return (
    <Stack gap="md">
      <Tabs value={activeTab} onChange={setActiveTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="data">Data</Tabs.Tab>
          <Tabs.Tab value="horario">{filterTexts.time}</Tabs.Tab>
          <Tabs.Tab value="duracao">{texts.duration}</Tabs.Tab>
          <Tabs.Tab value="profissional">Profissional</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="data" pt="md">
          <Stack gap="sm" align="center">
            <DatePicker
              value={draft.date}
              onChange={(date) => {
                if (!date) return;
                setMissingDate(false);
                setDraft((current) => changeDate(current, date, now));
              }}
              locale="pt-br"
              firstDayOfWeek={1}
              weekdayFormat={weekdayShort}
              minDate={dates[0]}
              maxDate={dates[dates.length - 1]}
              excludeDate={(date) => !bookable.has(date)}
              defaultDate={draft.date ?? dates[0]}
              numberOfColumns={twoMonths ? 2 : 1}
              getDayAriaLabel={spokenDate}
              weekendDays={[]}
              hideOutsideDates
              ariaLabels={{
                previousMonth: filterTexts.previousMonth,
                nextMonth: filterTexts.nextMonth,
                monthLevelControl: filterTexts.chooseMonth,
              }}
              maxLevel="month"
            />
            <Text size="sm" aria-live="polite">
              {draft.date
                ? `Dia escolhido: ${weekdayOf(draft.date)}, ${formatDateBR(draft.date)}`
                : 'Nenhum dia escolhido.'}
            </Text>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="horario" pt="md">
          {draft.date ? (
            <Stack gap="xs">
              <Text size="sm" fw={600} id="filtro-horario">
                {texts.startTime}
              </Text>
              <Chip.Group
                value={draft.startHour === null ? 'any' : String(draft.startHour)}
                onChange={(value) =>
                  setDraft((current) => changeStartHour(current, value === 'any' ? null : Number(value), now))
                }
              >
                <Group gap="xs" role="radiogroup" aria-labelledby="filtro-horario">
                  <Chip value="any" type="radio">
                    {texts.anyValue}
                  </Chip>
                  {hours.map((hour) => (
                    <Chip key={hour} value={String(hour)} type="radio">
                      {hourLabel(hour)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ) : (
            <Text size="sm">{texts.chooseDayFirst}</Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="duracao" pt="md">
          {draft.date ? (
            <Stack gap="xs">
              <DurationOptions
                label={texts.cleaningDuration}
                options={durationOptions}
                value={draft.duration}
                onChange={(duration) => setDraft((current) => ({ ...current, duration }))}
                district={district}
                products={products}
                coupon={coupon}
              />
              {draft.duration !== null && (
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  onClick={() => setDraft((current) => ({ ...current, duration: null }))}
                >
                  {filterTexts.anyDuration}
                </Button>
              )}
            </Stack>
          ) : (
            <Text size="sm">{texts.chooseDayFirst}</Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="profissional" pt="md">
          <TextInput
            label="Nome do profissional"
            description={filterTexts.nameHint}
            value={draft.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setDraft((current) => ({ ...current, name }));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
            maxLength={100}
          />
        </Tabs.Panel>
      </Tabs>

      <Text size="sm" c="dimmed">
        {texts.filtersTip}
      </Text>
      {missingDate && (
        <Alert color="red" variant="light" role="alert">
          Escolha o dia da limpeza.
        </Alert>
      )}
      <div className={`${classes.footer} ${classes.footerEnd}`}>
        <Button variant="default" onClick={onClose}>
          {texts.back}
        </Button>
        <Button onClick={apply}>{texts.seeProfessionals}</Button>
      </div>
    </Stack>
  );
}
