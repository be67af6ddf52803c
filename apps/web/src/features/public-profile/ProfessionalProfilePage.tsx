import { formatDateBR, saoPauloDate } from '@brilho/domain';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AppDownload } from '../../components/AppDownload';
import { Logo } from '../../components/Logo';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoader } from '../../components/PageLoader';
import { FeedbackList } from '../../components/professional/FeedbackList';
import {
  ProfessionalAvatar,
  ProfessionalBadges,
  RatingLine,
} from '../../components/professional/ProfessionalBits';
import { ShareProfessionalOnWhatsApp } from '../../components/ShareOnWhatsApp';
import { usePageMeta } from '../../lib/page-meta';
import { pathTo } from '../../lib/paths';
import { PARAMS } from '../../lib/purchaseFlowParams';
import { releaseServerPage } from '../../lib/server-page';
import { sessionToken, useCurrentUser } from '../../lib/session';
import { texts } from '../../words/public-profile';
import {
  asProfessional,
  firstNameOf,
  isNoPublicPage,
  type ProfessionalMeta,
  previewImageUrl,
  professionalMetaQuery,
  publicBadgesQuery,
  publicFeedbacksQuery,
} from './api';

const dayOf = (instant: string) => formatDateBR(saoPauloDate(new Date(instant)));

/** The scheduler preset with this professional (signed out, the guard sends to sign-in and back here). */
export function bookWithHref(meta: Pick<ProfessionalMeta, 'id' | 'fullname'>): string {
  const params = new URLSearchParams({ [PARAMS.name]: meta.fullname, [PARAMS.professional]: meta.id });
  return `${pathTo('purchase-flow')}?${params.toString()}`;
}

/**
 * `/pesquisa/profissionais/{id}`, signed in or out (the screens): the professional's public
 * card, their feedbacks, booking with them and the app download. The server already wrote the same
 * title and preview tags into the HTML for crawlers, and the page itself in front of the app's root
 * (api modules/professionals/server-page.ts): the queries start from its data (./api.ts).
 */
export function ProfessionalProfilePage() {
  const { id = '' } = useParams();
  const meta = useQuery(professionalMetaQuery(id));
  // The server's rendering of this page gives way once ours is on screen (or its error), before the paint.
  useLayoutEffect(() => {
    if (!meta.isPending) releaseServerPage();
  }, [meta.isPending]);
  if (meta.isPending) return <PageLoader />;
  if (meta.isError && isNoPublicPage(meta.error)) return <NotFoundPage />;
  if (meta.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" role="alert">
          {texts.loadFailed}
        </Alert>
      </Container>
    );
  return <PublicProfile meta={meta.data} />;
}

/**
 * Signed out there is no top menu: the logo leads home and 'entrar' signs in and comes back here. Without a
 * token the visitor is signed out at once (as the guard decides, without asking the API): the bar is in the
 * first frame, where the server's page has it, so the hand-over moves nothing.
 */
function VisitorBar() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const signedOut = !sessionToken.get() || (!user.isPending && !user.data);
  if (!signedOut) return null;
  return (
    <Group justify="space-between" component="header">
      <Anchor component={Link} to="/" underline="never" aria-label={texts.homeLink}>
        <Logo />
      </Anchor>
      <Button component={Link} to={`${pathTo('login')}?next=${encodeURIComponent(pathname)}`} variant="light">
        {texts.signIn}
      </Button>
    </Group>
  );
}

function PublicProfile({ meta }: { meta: ProfessionalMeta }) {
  const badges = useQuery(publicBadgesQuery(meta.id));
  const professional = asProfessional(meta, badges.data);
  const first = firstNameOf(meta.fullname);
  usePageMeta({
    title: meta.fullname,
    description: texts.metaDescription(meta.fullname, first),
    image: previewImageUrl(meta.id),
  });
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <VisitorBar />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Group gap="lg" wrap="wrap" align="center">
              <ProfessionalAvatar professional={professional} size={112} />
              <Stack gap={6} miw={0} style={{ flex: '1 1 14rem' }}>
                <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                  {meta.fullname}
                </Title>
                <RatingLine professional={professional} />
                <ProfessionalBadges professional={professional} />
                <Text size="sm" c="dimmed">
                  {texts.memberSince(dayOf(meta.register_at))}
                </Text>
              </Stack>
            </Group>
            {meta.description && (
              <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{meta.description}</Text>
            )}
            <Group gap="sm">
              <Button
                component={Link}
                to={bookWithHref(meta)}
                size="md"
                w={{ base: '100%', sm: 'fit-content' }}
              >
                {texts.bookWith(first)}
              </Button>
              <ShareProfessionalOnWhatsApp
                id={meta.id}
                name={meta.fullname}
                size="md"
                w={{ base: '100%', sm: 'fit-content' }}
              />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Feedbacks professionalId={meta.id} />
        </Paper>
        <AppPrompt />
      </Stack>
    </Container>
  );
}

function Feedbacks({ professionalId }: { professionalId: string }) {
  const query = useInfiniteQuery(publicFeedbacksQuery(professionalId));
  return (
    <FeedbackList
      query={query}
      headingId="avaliacoes-publicas"
      title={texts.feedbacksTitle}
      titleOrder={2}
      loadingText={texts.loadingFeedbacks}
      divided
    />
  );
}

/** The app download, pointing at the store of the visitor's device (both on a computer). */
function AppPrompt() {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="violet.0">
      <AppDownload />
    </Paper>
  );
}
