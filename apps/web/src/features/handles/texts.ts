/**
 * The texts of the items sections of Add Account (the list, More platforms, Add a link, Bring your links,
 * the downloads): the spec does not write them (docs/decisions/016-ui-finish.md). The server's own
 * messages (Added, Saved, the refusals) come from the shared MESSAGES; the 13 fields' texts stay in
 * add-account-page.tsx, letter for letter.
 */
import { ITEM_LABEL_MAX, LINK_TITLE_MAX } from '@handlehub/shared/limits';

export const ITEM_TEXTS = {
  // The list.
  listTitle: 'Your handles and links',
  listIntro: 'Your page shows them in this order. Drag a row by its handle, or use the arrows, to move it.',
  listEmpty: 'Nothing here yet. Add a handle on any platform or a link below, and it shows on your page.',
  listLoading: 'Loading your handles and links',
  listLoadFailed: 'Your handles and links could not be loaded.',
  hidden: 'Hidden',
  showOnPage: 'Show on my page',
  /** The switch's name: its visible text first, then which row it is (two Riot IDs need telling apart). */
  showOnPageOf: (item: string) => `Show on my page: ${item}`,
  moveUp: (item: string) => `Move ${item} up`,
  moveDown: (item: string) => `Move ${item} down`,
  dragHandle: (item: string) => `Drag ${item} to reorder`,
  moved: (item: string, position: number, total: number) =>
    `Moved ${item} to position ${position} of ${total}`,
  alreadyFirst: (item: string) => `${item} is already first`,
  alreadyLast: (item: string) => `${item} is already last`,
  edit: (item: string) => `Edit ${item}`,
  delete: (item: string) => `Delete ${item}`,
  labelOf: (label: string) => `(${label})`,
  /** An item nobody has verified: visitors see it as its owner added it. */
  selfClaimed: 'Self-claimed',
  /** In Edit, for a verified item: a new value starts again from self-claimed. */
  editResetsLevel:
    'This item is verified. Changing its value resets it to self-claimed until it is verified again.',

  // Rows of a platform HandleHub no longer has (or does not have yet): listed apart, only to be deleted.
  unsupportedTitle: 'No longer supported',
  unsupportedIntro:
    'HandleHub no longer has these platforms, so they are not on your page. They still count toward your 100 handles and links until you delete them.',
  unsupportedBadge: 'Not shown',
  deleteButton: 'Delete',
  deleteUnsupportedText: (item: string) => `${item} will be deleted.`,

  // Edit and delete.
  editTitle: (name: string) => `Edit ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  deleteTitle: 'Delete this handle or link?',
  deleteText: (item: string) => `${item} will be removed from your page.`,
  deleteConfirm: 'Delete',

  // The fields of an item (More platforms, Add a link, Edit).
  labelField: 'Label (optional)',
  labelHint: `For example main, EU server (at most ${ITEM_LABEL_MAX} characters)`,
  titleField: 'Title (optional)',
  titleHint: `Shown instead of the address (at most ${LINK_TITLE_MAX} characters)`,
  example: (example: string) => `For example ${example}`,
  gameHint: (hint: string, example: string) => `${hint} (for example ${example})`,
  add: 'Add',

  // More platforms.
  addTitle: 'More platforms',
  addIntro: 'Add a handle or game ID on any platform, several on one if you like.',
  /** Under a pasted page of the platform that is not a profile (a repository, a post): keep it as a link. */
  addAsLink: 'Add as a link',
  platformField: 'Platform',
  platformPlaceholder: 'Search by name',
  platformNotFound: 'No platform of that name',
  groupSocial: 'Social',
  groupGames: 'Games',

  // Add a link.
  linkTitle: 'Add a link',
  linkIntro: 'Any web page: your shop, blog, portfolio or another profile.',
  addressField: 'Address',
  addressPlaceholder: 'https://…',

  // Bring your links.
  importTitle: 'Bring your links',
  importIntro:
    'Moving from another link page? Choose a LinkStack export (.json), a LittleLink page (.html) or a CSV file with the columns platform, handle, label, visible. You see what will be added before anything is saved.',
  fileField: 'File to bring',
  filePlaceholder: 'Choose a file',
  clearFile: 'Remove the chosen file',
  reading: 'Reading the file…',
  previewTitle: (fileName: string, format: string) => `In ${fileName} (${format})`,
  formats: { linkstack: 'LinkStack export', littlelink: 'LittleLink page', csv: 'CSV file' },
  summary: (added: number, refused: number) => `${added} will be added, ${refused} refused`,
  addAll: (count: number) => `Add ${count}`,
  columnRow: 'Row',
  columnItem: 'Handle or link',
  columnResult: 'Result',
  willAdd: (visible: boolean) => (visible ? 'Will be added, shown' : 'Will be added, hidden'),
  refused: (reason: string) => `Refused: ${reason}`,

  // Downloads.
  exportTitle: 'Take your links with you',
  exportIntro: 'Your handles and links as a file, for a spreadsheet or a résumé.',
  downloadCsv: 'Download CSV',
  downloadResume: 'Download JSON Resume',
  downloading: 'Downloading',
} as const;
