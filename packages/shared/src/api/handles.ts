import {
  addItemInput,
  deleteItemInput,
  editItemInput,
  importInput,
  importPreviewResponse,
  itemsResponse,
  orderItemsInput,
} from '../handle-item-schemas.js';
import { socialAccountsResponse, updateSocialAccountsInput } from '../handles.js';
import { endpoints } from './define.js';
import { handlesPaths } from './handles.paths.js';

export const handlesApi = endpoints(handlesPaths, {
  get: { answer: socialAccountsResponse },
  /** All 13 handles at once: the first item of each key; other items are never touched. */
  update: { body: updateSocialAccountsInput, answer: socialAccountsResponse },
  items: { answer: itemsResponse },
  add: { body: addItemInput, answer: itemsResponse, status: 201 },
  edit: { body: editItemInput, answer: itemsResponse },
  delete: { body: deleteItemInput, answer: itemsResponse },
  order: { body: orderItemsInput, answer: itemsResponse },
  /** What a file would add and what it refuses, row by row; nothing is written. */
  importPreview: { body: importInput, answer: importPreviewResponse },
  /** Adds every row the preview accepts, at the end, in one transaction. */
  import: { body: importInput, answer: itemsResponse },
});
