/**
 * The Report dialog, one step removed: Vite lists a lazily imported module's dependencies (for preloading)
 * in the chunk that imports it. Imported from here, that list of about twenty files lives in this small
 * chunk, fetched on the first click, instead of in the public profile's first download (its JS budget).
 */
export const loadReportDialog = () => import('./report-dialog');
