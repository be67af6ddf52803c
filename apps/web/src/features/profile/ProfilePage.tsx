import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { formatPhone, maskCnpj, maskCpf, messages } from '@brilho/domain';
import { MASKS } from '@brilho/domain/masks';
import {
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AddressesCard } from '../../components/address/AddressesCard';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { ApiError, apiRequest } from '../../lib/api/client';
import { lazyResolver } from '../../lib/lazyResolver';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { type CurrentUser, refreshCurrentUser, useCurrentUser } from '../../lib/session';
import { isAcceptedImage, uploadProfilePicture } from '../../lib/upload';
import { profileTexts as t } from '../../words/profile';
import { CreditCardsCard } from './CreditCardsCard';
import type { ProfileForm } from './profileSchema';

const MyDataCard = lazy(() => import('./MyDataCard'));

const resolver = lazyResolver(() => import('./profileSchema').then((m) => m.profileResolver));

const brDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('/') : '');

function defaults(user: CurrentUser): ProfileForm {
  const phone = user.phones?.[0];
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    birthdate: brDate(user.profile?.birthdate),
    city_name: user.profile?.city_name ?? '',
    state_name: user.profile?.state_name ?? '',
    mobile: phone ? formatPhone(phone) : '',
  };
}

function ProfileFormCard({ user, onSaved }: { user: CurrentUser; onSaved?: () => void }) {
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver,
    defaultValues: defaults(user),
  });
  useEffect(resolver.preload, []);
  const document = user.accountable?.cpf
    ? maskCpf(user.accountable.cpf)
    : user.accountable?.cnpj
      ? maskCnpj(user.accountable.cnpj)
      : '';

  const save = handleSubmit(
    async (values) => {
      try {
        await apiRequest(`/accounts/${user.id}`, {
          method: 'PATCH',
          body: {
            data: {
              type: 'accounts',
              id: user.id,
              attributes: { first_name: values.first_name, last_name: values.last_name },
            },
          },
        });
        if (user.profile) {
          await apiRequest(`/profiles/${user.profile.id}`, {
            method: 'PATCH',
            body: {
              data: {
                type: 'profiles',
                id: user.profile.id,
                attributes: {
                  city_name: values.city_name,
                  state_name: values.state_name.toUpperCase(),
                  ...(values.birthdate ? { birthdate: values.birthdate } : {}),
                },
              },
            },
          });
        }
        const phone = user.phones?.[0];
        if (phone)
          await apiRequest(`/phones/${phone.id}`, {
            method: 'PATCH',
            body: { data: { type: 'phones', id: phone.id, attributes: { phone: values.mobile } } },
          });
        else
          await apiRequest('/phones', {
            method: 'POST',
            body: { data: { type: 'phones', attributes: { phone: values.mobile } } },
          });
        await refreshCurrentUser();
        notify({ type: 'success', message: messages.profile.dataChanged });
        onSaved?.();
      } catch (error) {
        notify({
          type: 'error',
          message: error instanceof ApiError ? error.message : messages.common.unexpected,
        });
      }
    },
    () => notify({ type: 'error', message: messages.registration.incomplete }),
  );

  const changePhoto = async (file: File | null) => {
    if (!file || !user.profile) return;
    if (!isAcceptedImage(file)) {
      notify({ type: 'error', message: messages.profile.fileTypeNotAccepted });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadProfilePicture(file).catch(() => {
        throw new Error(messages.profile.uploadFailed);
      });
      await apiRequest(`/profiles/${user.profile.id}`, {
        method: 'PATCH',
        body: { data: { type: 'profiles', id: user.profile.id, attributes: { profile_picture: url } } },
      }).catch(() => {
        throw new Error(messages.profile.imageSaveFailed);
      });
      await refreshCurrentUser();
      notify({ type: 'success', message: messages.profile.imageChanged });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Group gap="md">
            <Avatar
              src={user.profile?.profile_picture ?? undefined}
              size={72}
              radius="xl"
              color="violet"
              alt={user.profile?.profile_picture ? 'Sua foto' : undefined}
            >
              {`${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`}
            </Avatar>
            <FileButton onChange={changePhoto} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  alterar foto
                </Button>
              )}
            </FileButton>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nome"
              {...register('first_name')}
              error={formState.errors.first_name?.message}
            />
            <TextInput
              label="Sobrenome"
              {...register('last_name')}
              error={formState.errors.last_name?.message}
            />
            <TextInput
              label="E-mail"
              value={user.email}
              readOnly
              description="Para trocar o e-mail, fale com o suporte."
            />
            <MaskedTextInput
              mask={MASKS.date}
              label="Data de nascimento"
              placeholder="DD/MM/AAAA"
              inputMode="numeric"
              autoComplete="bday"
              {...register('birthdate')}
              error={formState.errors.birthdate?.message}
            />
            <TextInput label={user.accountable_type === 'Legal' ? 'CNPJ' : 'CPF'} value={document} readOnly />
            <MaskedTextInput
              mask={MASKS.phone}
              label="Celular"
              placeholder="(41) 99999-8888"
              inputMode="tel"
              autoComplete="tel-national"
              {...register('mobile')}
              error={formState.errors.mobile?.message}
            />
            <TextInput
              label="Cidade"
              {...register('city_name')}
              error={formState.errors.city_name?.message}
            />
            <TextInput
              label="UF"
              maxLength={2}
              {...register('state_name')}
              error={formState.errors.state_name?.message}
            />
          </SimpleGrid>
          <Button type="submit" loading={formState.isSubmitting} w={{ base: '100%', sm: 'fit-content' }}>
            {t.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** 'Dados pessoais' (Minha Conta): personal data, the addresses, the saved credit cards and 'Meus dados' (LGPD). */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={26}>
          Dados pessoais
        </Title>
        <ProfileFormCard user={user} />
        {user.role === 'customer' && <AddressesCard />}
        {user.role === 'customer' && <CreditCardsCard />}
        {user.role === 'customer' && (
          <Suspense fallback={null}>
            <MyDataCard />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}

/** After login, when the account misses data the product needs. */
export function UpdateYourDataPage() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            Atualize seus dados
          </Title>
          <Text c="dimmed">{t.completeIntro}</Text>
        </div>
        <ProfileFormCard user={user} onSaved={() => navigate(pathTo('dashboard'))} />
      </Stack>
    </Container>
  );
}
