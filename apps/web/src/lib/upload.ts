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

export const ACCEPTED_DOCUMENT_TYPES = [...ACCEPTED_IMAGE_TYPES, 'application/pdf'];

export const isAcceptedDocument = (file: File): boolean => ACCEPTED_DOCUMENT_TYPES.includes(file.type);

/** Sends an identity document (image or PDF) of a professional's sign-up; only operators read it back. */
export async function uploadProfessionalDocument(file: File): Promise<string> {
  const body = new FormData();
  body.append('upload_preset', 'professional_documents');
  body.append('file', file);
  const { secure_url: url } = await apiRequest<{ secure_url: string }>('/upload', {
    method: 'POST',
    form: body,
  });
  return url;
}
