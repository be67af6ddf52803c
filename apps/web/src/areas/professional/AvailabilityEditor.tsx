import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { availabilityTexts as t } from '../../words/professional-availability';
import { DistrictFields, WeeklyHoursFields } from './AvailabilityFields';
import { type Me, PROFESSIONAL_KEY, type WeeklyHours } from './api';
import { registrationDistrictsQuery, updateMyAvailability } from './selfApi';

/** 'Perfil' → 'Editar horários e bairros': the professional's own weekly hours and districts (PATCH /me). */
export function AvailabilityEditor({ me, onDone }: { me: Me; onDone: () => void }) {
  const queryClient = useQueryClient();
  const choices = useQuery(registrationDistrictsQuery);
  const [hours, setHours] = useState<WeeklyHours[]>(me.weekly_hours);
  const [districtIds, setDistrictIds] = useState<string[]>(me.districts.map((d) => d.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updateMyAvailability(hours, districtIds),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROFESSIONAL_KEY });
      notify({ type: 'success', message: t.saved });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const byField = error.fieldErrors();
        setErrors({ ...byField, form: error.message });
      } else setErrors({ form: t.saveFailed });
    },
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="editar">
      <Stack gap="md">
        <Title order={2} fz="lg" id="editar">
          {t.edit}
        </Title>
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <WeeklyHoursFields value={hours} onChange={setHours} />
        <DistrictFields
          choices={choices.data ?? me.districts}
          value={districtIds}
          onChange={setDistrictIds}
          error={errors.districts}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
