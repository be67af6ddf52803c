/** Path of the compiled server (apps/api/dist/server.mjs). */
export const serverBundle: string;
/** True when the bundle is missing or older than a source file. */
export function apiBuildIsStale(): boolean;
/** Compiles the API into apps/api/dist with esbuild. */
export function buildApi(): Promise<void>;
