/**
 * Endpoints that screens in a first download call only once they must fetch (the public profile, the
 * sign-in configuration). Importing them through `import('./lazy-endpoints')` keeps their schemas, and
 * Zod (about 30 KB gzipped), out of those screens' first download.
 */
export { authApi } from '@handlehub/shared/api/auth';
export { profileApi } from '@handlehub/shared/api/profile';
export { usersApi } from '@handlehub/shared/api/users';
