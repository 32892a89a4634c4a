/**
 * Zod schemas that screens in a first download need only once they fetch. Importing them through
 * `loadSchemas()` keeps Zod (about 30 KB gzipped) out of those screens' first download.
 */
export { authConfigResponse, publicProfileResponse } from '@handlehub/shared';
