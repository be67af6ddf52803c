import { API_BASE, ApiError } from '../../../lib/api/client';
import { sessionToken } from '../../../lib/session';
import { professionalDetailTexts as t } from '../../../words/operator/professional-detail';
/** A sign-up document is served only with the operator's token: fetched, then opened as a blob in a new tab. */
export async function openDocument(url: string): Promise<void> {
  const token = sessionToken.get();
  const path = new URL(url).pathname.replace(/^\/api/, '');
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, [{ title: t.documentFailed }]);
  const blobUrl = URL.createObjectURL(await response.blob());
  window.open(blobUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
