/**
 * The owner's words for verifying an item (the spec writes none; the visitor's words, the check outcomes
 * and the sign-in returns are the shared ones in @handlehub/shared/verification).
 */
export const VERIFY_TEXTS = {
  button: 'Verify',
  buttonOf: (item: string) => `Verify ${item}`,
  title: (item: string) => `Verify ${item}`,
  selfLevel: 'Self-claimed: you added it, and nobody has checked it yet.',
  levelHeading: 'Level',
  evidence: (found: string, where: string) => `Found ${found} on ${where}`,
  misses: (count: number) =>
    `The last ${count === 1 ? 'check' : `${count} checks`} did not find the proof. The level drops after 2 in a row.`,
  linkedIntro: (platform: string) => `Add this to your ${platform} profile's bio or website:`,
  websiteIntro:
    'Add a link to your page with rel="me" on that website, or put the proof code anywhere on it:',
  pageAddress: 'Your page address',
  proofCode: 'Your proof code',
  either: 'Either one is enough. Then check it here.',
  copy: 'Copy',
  copied: 'Copied',
  copyOf: (what: string) => `Copy ${what.toLowerCase()}`,
  checkNow: 'Check now',
  checkTooOften: 'You asked for checks too often. Please wait a little and try again.',
  signInsIntro: 'Or let the platform confirm it:',
  signInWith: (platform: string) => `Sign in with ${platform} to confirm`,
  nothingCanCheck: (item: string) =>
    `HandleHub cannot check ${item} items yet, so it stays self-claimed. Visitors see it as you added it.`,
  loading: 'Loading the verification',
  loadFailed: 'The verification could not be loaded.',
  close: 'Close',
} as const;
