import {
  ALMOST_EMPTY_BELOW,
  BADGES_BANNER_INDEX,
  messages,
  PROFESSIONAL_LIST_GROWTH,
  PROFESSIONAL_LIST_GROWTH_DELAY_MS,
  PROFESSIONAL_SEARCH_PAGE_LIMIT,
  SUPPORT_BANNER_INDEX,
} from '@brilho/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Professional } from '../../entities/professional/model';
import type { SearchFilters } from '../../entities/professional/search';
import { ApiError } from '../../lib/api/client';
import { texts } from '../../words/scheduler';
import { professionalSearchQuery } from './api';
import { BadgesBanner, type ProfessionalActions, ProfessionalCard, SupportBanner } from './ProfessionalCard';
import { SuggestionSearch } from './SuggestionSearch';
import classes from './scheduler.module.css';
import type { Filters } from './state';

type Item = { key: string; node: ReactNode };

/** The cards with the support banner at index 2 and the badges banner at index 7 (business constants). */
export function withBanners(cards: Item[]): Item[] {
  const items = [...cards];
  if (items.length >= SUPPORT_BANNER_INDEX)
    items.splice(SUPPORT_BANNER_INDEX, 0, { key: 'banner-support', node: <SupportBanner /> });
  if (items.length >= BADGES_BANNER_INDEX)
    items.splice(BADGES_BANNER_INDEX, 0, { key: 'banner-badges', node: <BadgesBanner /> });
  return items;
}

/**
 * The professionals free for the filters: 15 at first, 5 more per 'carregar mais' after 1 s (fetching the
 * next page of 15 when needed), the almost-empty hint under 3 and, with none, the offer card and the
 * suggestion search.
 */
export function ProfessionalList({
  search,
  now,
  onApplyFilters,
  onEditFilters,
  noneFound,
  ...actions
}: {
  search: SearchFilters;
  now: Date;
  onApplyFilters: (filters: Filters) => void;
  onEditFilters: () => void;
  /** Shown under 'Não encontramos profissionais disponíveis...' (the cleaning offer card). */
  noneFound?: ReactNode;
} & ProfessionalActions) {
  const query = useInfiniteQuery(professionalSearchQuery(search));
  const [visible, setVisible] = useState<number>(PROFESSIONAL_SEARCH_PAGE_LIMIT);
  const [growing, setGrowing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (query.isPending)
    return (
      <Group gap="sm" py="lg" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">{texts.searching}</Text>
      </Group>
    );

  if (query.isError) {
    const error = query.error;
    const refused = error instanceof ApiError && error.status === 422;
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {refused ? (error.errors[0]?.title ?? texts.searchFailed) : texts.searchFailed}
          </Text>
          {!refused && (
            <Button size="xs" variant="white" color="red.9" onClick={() => query.refetch()}>
              tentar novamente
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const loaded: Professional[] = query.data.pages.flatMap((page) => page.professionals);
  const total = Math.max(query.data.pages[0]?.total ?? 0, loaded.length);

  if (total === 0)
    return (
      <Stack gap="md">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text fw={600} role="status">
              {messages.scheduling.noProfessionals}
            </Text>
            <Text size="sm">{texts.tryOtherFilters}</Text>
            <Button variant="light" onClick={onEditFilters} w={{ base: '100%', sm: 'fit-content' }}>
              {texts.editFilters}
            </Button>
          </Stack>
        </Paper>
        {noneFound}
        <SuggestionSearch search={search} now={now} onApply={onApplyFilters} />
      </Stack>
    );

  const shown = loaded.slice(0, visible);
  const more = visible < total && (loaded.length > visible || query.hasNextPage);

  const loadMore = () => {
    const target = visible + PROFESSIONAL_LIST_GROWTH;
    setGrowing(true);
    if (loaded.length < target && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    timer.current = setTimeout(() => {
      timer.current = null;
      setVisible(target);
      setGrowing(false);
    }, PROFESSIONAL_LIST_GROWTH_DELAY_MS);
  };

  const items = withBanners(
    shown.map((professional) => ({
      key: professional.id,
      node: <ProfessionalCard professional={professional} {...actions} />,
    })),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="lista-profissionais">
          {texts.availableProfessionals}
        </Title>
        <Text size="sm" c="dimmed">
          {total === 1 ? '1 encontrado' : `${total} encontrados`}
        </Text>
      </Group>
      {total < ALMOST_EMPTY_BELOW && (
        <Alert color="violet" variant="light">
          {texts.almostEmpty}
        </Alert>
      )}
      <ul className={classes.list} aria-labelledby="lista-profissionais">
        {items.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
      {more && (
        <Button
          variant="default"
          onClick={loadMore}
          loading={growing || (query.isFetchingNextPage && loaded.length < visible)}
          loaderProps={{ role: 'status', 'aria-label': 'Carregando mais profissionais' }}
          w={{ base: '100%', sm: 'fit-content' }}
          style={{ alignSelf: 'center' }}
        >
          {texts.loadMore}
        </Button>
      )}
    </Stack>
  );
}
