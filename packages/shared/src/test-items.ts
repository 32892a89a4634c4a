// Shared by tests only (never imported by the app): an item as the tests write one, in every package.
import type { StoredItem } from './handle-item-schemas.js';

export type TestItem = Omit<StoredItem, 'id'>;

/** An item of `platform` and `value` with no label, no title and shown, unless `more` says otherwise. */
export const testItem = (platform: string, value: string, more: Partial<TestItem> = {}): TestItem => ({
  platform,
  value,
  label: '',
  title: '',
  visible: true,
  ...more,
});
