/** JSON:API's media type: every API answer carries it (its own file so errors.ts and jsonapi.ts share it). */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
