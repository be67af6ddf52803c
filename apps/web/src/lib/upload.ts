import { apiRequest } from './api/client';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'];

export const isAcceptedImage = (file: File): boolean => ACCEPTED_IMAGE_TYPES.includes(file.type);

/** Sends a profile photo to the image host (`POST /api/upload`) and answers its URL. */
export async function uploadProfilePicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('upload_preset', 'profile_pictures');
  body.append('file', file);
  const { secure_url: url } = await apiRequest<{ secure_url: string }>('/upload', {
    method: 'POST',
    form: body,
  });
  return url;
}
