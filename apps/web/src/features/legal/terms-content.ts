import type { LegalSection } from './legal-document';

export const TERMS_INTRO =
  'Welcome to HandleHub. These terms and conditions set out the rules for using the HandleHub website and its services. By opening HandleHub or creating an account you accept these terms in full. If you disagree with any part of them, please do not use HandleHub.';

/** The terms' sections: cookies, licence and prohibited reuse, pornographic accounts, moderation, licence to user data, removal requests. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Cookies',
    paragraphs: [
      'HandleHub keeps a few small items in your browser’s local storage, which works much like cookies: your sign-in session, your saved profile and whether you prefer the light or the dark colour scheme. By using HandleHub you agree to this use in line with our Privacy Policy.',
      'We do not use advertising or tracking cookies. When you sign in with Google, Google may set its own cookies, which are governed by Google’s policies. You can clear this storage at any time in your browser settings; you will then be signed out.',
    ],
  },
  {
    heading: 'Licence and prohibited reuse',
    paragraphs: [
      'Unless stated otherwise, HandleHub and its licensors own the intellectual property rights in the HandleHub service, its design, its illustrations and its code. All rights are reserved. You may view pages and share profile links and QR codes for your own personal, non-commercial use, subject to the restrictions in these terms.',
      'You must not republish, sell, rent or sub-license material from HandleHub; reproduce, duplicate or copy material from HandleHub; redistribute content from HandleHub; or collect profiles or handles from HandleHub by automated means (scraping, crawling or bulk downloading) to build another directory, mailing list or service.',
    ],
  },
  {
    heading: 'Pornographic accounts are not allowed',
    paragraphs: [
      'HandleHub is meant for everyone. Profiles that link to pornographic or sexually explicit accounts, or that use a pornographic profile photo, name or username, are not allowed.',
      'Such accounts are deleted, together with their handles and photos, as soon as we become aware of them, without prior notice. The person behind them may be refused a new account.',
    ],
  },
  {
    heading: 'Our right to moderate and remove content',
    paragraphs: [
      'We may review, moderate, hide or remove any profile, photo, handle, product or other content on HandleHub at our sole discretion, for example when it is unlawful, offensive, misleading, impersonates someone else or breaks these terms.',
      'We may also lock, block or delete an account that breaks these terms, and we may change or discontinue parts of the service. We are not obliged to monitor content, and the views expressed in a profile are those of its owner, not of HandleHub.',
    ],
  },
  {
    heading: 'Your content and the licence you grant us',
    paragraphs: [
      'You keep ownership of your name, photo, username and handles. By adding them to HandleHub you grant us a non-exclusive, worldwide, royalty-free licence to store, reproduce, adapt (for example resize a photo) and display that data in any form, format or medium, so far as is needed to run HandleHub: on your public profile, on the Home feed, in search results and in link previews, according to your settings.',
      'You confirm that you are entitled to share this data, that the handles you add are your own, and that your content does not infringe anyone else’s rights. This licence ends when you delete your content or your account, except for copies we must keep by law.',
    ],
  },
  {
    heading: 'Content removal requests',
    paragraphs: [
      'If you believe a profile on HandleHub uses your name, photo or accounts without permission, impersonates you, or otherwise infringes your rights, please ask us to remove it using the feedback form in Settings. Tell us the profile’s link or username and why it should be removed.',
      'We consider every removal request and act on it within a reasonable time. We may ask you for information that shows the request is genuine, and we may decline requests that are unfounded.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You are responsible for your account and for everything shared through it. Keep your Google account secure and sign out on shared devices. You can lock your account or delete it at any time in Settings; deleting it removes your profile, handles and photos.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'HandleHub is provided as it is, without warranties of any kind. We link to other platforms but have no control over them and are not responsible for their content or availability. To the extent the law allows, we are not liable for any loss arising from your use of HandleHub.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The date at the top of this page shows when they last changed. By continuing to use HandleHub after a change you accept the updated terms.',
    ],
  },
];
