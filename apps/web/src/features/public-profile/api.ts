import { PAGE_SIZES } from '@brilho/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Feedback,
  FeedbackPage,
  Professional,
  ProfessionalRating,
} from '../../entities/professional/model';
import { API_BASE, ApiError, apiDocument } from '../../lib/api/client';
import type { ParsedDocument } from '../../lib/api/jsonapi';
import { serverQueryData } from '../../lib/server-page';

// The public page's wire (professional and offer calls `/professionals/meta/{id}`): everything here is readable signed
// out; the badges and the feedbacks come from the public page's own read-only routes (docs/decisions.md).

/** Spec "Professional public meta". */
export interface ProfessionalMeta {
  id: string;
  type: 'professional-metas';
  fullname: string;
  /** 10000 = 5 stars. */
  rating: number;
  profile_picture: string | null;
  cleanings: number;
  register_at: string;
  description: string | null;
}

const base = (id: string) => `/professionals/meta/${encodeURIComponent(id)}`;

/** The 100×100 preview the link previews show (served by the API). */
export const previewImageUrl = (id: string): string =>
  `${API_BASE}/professionals/${encodeURIComponent(id)}/preview.jpg`;

/** A professional with no public page answers 404: the page shows 'Página inexistente!'. */
export const isNoPublicPage = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

export const professionalMetaQuery = (id: string) =>
  queryOptions({
    queryKey: ['professional-meta', id],
    queryFn: async () => (await apiDocument<ProfessionalMeta>(base(id))).data,
    // The HTML rendered on the server carries it: shown at once, not asked again.
    initialData: () => serverQueryData<ProfessionalMeta>(id, (docs) => docs.meta)?.data.data,
    initialDataUpdatedAt: () => serverQueryData(id, (docs) => docs.meta)?.updatedAt,
    retry: false,
  });

export const publicBadgesQuery = (id: string) =>
  queryOptions({
    queryKey: ['professional-meta', id, 'badges'],
    queryFn: async () => (await apiDocument<ProfessionalRating>(`${base(id)}/professional-rating`)).data,
    initialData: () => serverQueryData<ProfessionalRating>(id, (docs) => docs.badges)?.data.data,
    initialDataUpdatedAt: () => serverQueryData(id, (docs) => docs.badges)?.updatedAt,
    retry: false,
  });

/** A `links.next` is a path under /api; the client adds the prefix itself. */
const withoutApiBase = (link: string): string => {
  const path = link.startsWith('http') ? `${new URL(link).pathname}${new URL(link).search}` : link;
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
};

const feedbackPage = ({ data, links }: ParsedDocument<Feedback[] | null>): FeedbackPage => ({
  feedbacks: data ?? [],
  next: links.next ? withoutApiBase(links.next) : null,
});

/** The server-rendered page's first feedbacks page, as the infinite query holds it. */
function serverFeedbacks(id: string, firstPage: string) {
  const server = serverQueryData<Feedback[] | null>(id, (docs) => docs.feedbacks);
  return server ? { pages: [feedbackPage(server.data)], pageParams: [firstPage] } : undefined;
}

/** Newest first, 10 per page, paged by the `next` cursor link. */
export const publicFeedbacksQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['professional-meta', id, 'feedbacks'],
    queryFn: async ({ pageParam }): Promise<FeedbackPage> =>
      feedbackPage(await apiDocument<Feedback[] | null>(pageParam)),
    initialPageParam: `${base(id)}/feedbacks?page[size]=${PAGE_SIZES.feedbacks}`,
    initialData: () => serverFeedbacks(id, `${base(id)}/feedbacks?page[size]=${PAGE_SIZES.feedbacks}`),
    initialDataUpdatedAt: () => serverQueryData(id, (docs) => docs.feedbacks)?.updatedAt,
    getNextPageParam: (last) => last.next ?? undefined,
    retry: false,
  });

/** 'Maria' of 'Maria da Silva'. */
export const firstNameOf = (fullname: string): string => fullname.trim().split(/\s+/)[0] ?? '';

/**
 * The meta in the scheduler's `Professional` shape, so the scheduler's avatar, rating line and badges
 * render it unchanged.
 */
export function asProfessional(meta: ProfessionalMeta, badges?: ProfessionalRating): Professional {
  const first = firstNameOf(meta.fullname);
  return {
    id: meta.id,
    type: 'professionals',
    completed_orders_count: meta.cleanings,
    rating: meta.rating,
    total_feedbacks_count: 0,
    account: {
      id: meta.id,
      type: 'accounts',
      first_name: first,
      last_name: meta.fullname.trim().slice(first.length).trim(),
      created_at: meta.register_at,
      profile: {
        id: meta.id,
        type: 'profiles',
        profile_picture: meta.profile_picture,
        bio: meta.description,
      },
    },
    ...(badges ? { professional_rating: badges } : {}),
  };
}
