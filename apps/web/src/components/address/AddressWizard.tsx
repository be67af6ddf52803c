import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import { messages } from '@brilho/domain';
import { addressConfirmStep, addressNameStep } from '@brilho/domain/schemas';
import { Modal, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { type Address, useCreateAddress, useMapSettings } from '../../entities/address/api';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { addressWizardTexts as t } from '../../words/address-wizard';
import { MODAL_DEFAULTS } from '../modal';
import { AddressStep } from './wizard/AddressStep';
import { ConfirmStep } from './wizard/ConfirmStep';
import { DistrictStep } from './wizard/DistrictStep';
import { LocationStep } from './wizard/LocationStep';
import { NameStep } from './wizard/NameStep';
import {
  DEFAULT_CENTRE,
  EMPTY_WIZARD,
  firstStepOf,
  STEP_LABELS,
  type StepIndex,
  type WizardData,
} from './wizard/state';

export interface AddressWizardProps {
  opened: boolean;
  onClose: () => void;
  /** The address just created (the addresses list is already refreshed). */
  onCreated: (address: Address) => void;
}

/** 'Novo endereço': 5 steps (address, district, map, confirmation, name); full screen on phones. */
export function AddressWizard({ opened, onClose, onCreated }: AddressWizardProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title}
      size={760}
      fullScreen={phone}
      closeOnClickOutside={false}
      {...MODAL_DEFAULTS}
    >
      {opened && <WizardBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function WizardBody({ onClose, onCreated }: Omit<AddressWizardProps, 'opened'>) {
  const [step, setStep] = useState<StepIndex>(0);
  const [data, setData] = useState<WizardData>(EMPTY_WIZARD);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [geocoderOff, setGeocoderOff] = useState(false);
  const settings = useMapSettings();
  const geocoderDown = geocoderOff || settings.data?.geocoder_available === false;
  const create = useCreateAddress();
  const markGeocoderDown = useCallback(() => setGeocoderOff(true), []);

  const save = (values: Partial<WizardData>) => setData((current) => ({ ...current, ...values }));
  const next = (values: Partial<WizardData>) => {
    save(values);
    // The API's message on a field is gone once the step holding it is sent again.
    setServerErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(values)) delete kept[field];
      if ('location' in values) delete kept.lonlat;
      return kept;
    });
    setStep((current) => Math.min(current + 1, 4) as StepIndex);
  };
  const back = (values: Partial<WizardData>) => {
    save(values);
    if (step === 0) onClose();
    else setStep((step - 1) as StepIndex);
  };

  const submit = async (final: WizardData) => {
    const district = final.district;
    if (!district) {
      setStep(1);
      return;
    }
    setServerErrors({});
    try {
      const address = await create.mutateAsync({
        ...addressConfirmStep.parse(final),
        ...addressNameStep.parse(final),
        lonlat: final.location ?? DEFAULT_CENTRE,
        districtId: district.id,
      });
      notify({ type: 'success', message: messages.places.addressCreated });
      onCreated(address);
    } catch (error) {
      notify({ type: 'error', message: messages.places.addressCreateFailed });
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const fields = error.fieldErrors();
      const target = firstStepOf(Object.keys(fields));
      if (target === null) {
        notify({ type: 'error', message: error.message });
        return;
      }
      setServerErrors(fields);
      setStep(target);
    }
  };

  const common = { data, serverErrors, onNext: next, onBack: back };
  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        size="xs"
        labelPosition="bottom"
        allowNextStepsSelect={false}
        visibleFrom="sm"
        aria-label={t.stepsName}
      >
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Title order={3} fz="md" c="violet.9">
        <Text span hiddenFrom="sm" inherit>
          Etapa {step + 1} de {STEP_LABELS.length}:{' '}
        </Text>
        {STEP_LABELS[step]}
      </Title>
      {step === 0 && (
        <AddressStep {...common} geocoderDown={geocoderDown} onGeocoderDown={markGeocoderDown} />
      )}
      {step === 1 && <DistrictStep {...common} />}
      {step === 2 && <LocationStep {...common} geocoderDown={geocoderDown} />}
      {step === 3 && <ConfirmStep {...common} />}
      {step === 4 && (
        <NameStep
          {...common}
          submitting={create.isPending}
          onNext={(values) => {
            const final = { ...data, ...values };
            save(values);
            void submit(final);
          }}
        />
      )}
    </Stack>
  );
}
