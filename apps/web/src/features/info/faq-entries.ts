import contactUrl from '../../assets/illustrations/faq-contact.svg';
import findUrl from '../../assets/illustrations/faq-find.svg';
import hideHomeUrl from '../../assets/illustrations/faq-hide-home.svg';
import hideSearchUrl from '../../assets/illustrations/faq-hide-search.svg';
import lockUrl from '../../assets/illustrations/faq-lock.svg';
import profileUrl from '../../assets/illustrations/faq-profile.svg';
import qrUrl from '../../assets/illustrations/faq-qr.svg';
import whatUrl from '../../assets/illustrations/faq-what.svg';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  image: string;
}

/** The eight entries of the Info screen. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what',
    question: 'What is HandleHub?',
    answer:
      "HandleHub puts all your social media and gaming handles behind one link and one QR code. Instead of asking for someone's Instagram, then their Snapchat, then their gamer tag, you share your HandleHub link once and people see every handle at a glance.",
    image: whatUrl,
  },
  {
    id: 'find',
    question: 'How do I find someone?',
    answer:
      'Open Search and type their name or username. You can also browse the people on the Home feed, open the link they shared with you, or scan their QR code with your phone camera.',
    image: findUrl,
  },
  {
    id: 'create',
    question: 'How do I create my profile?',
    answer:
      'Go to the Profile page and log in with Google. The first time, choose a username and your gender. Then enter your handles on the profile page: add the accounts you want people to find.',
    image: profileUrl,
  },
  {
    id: 'qr',
    question: 'How do I generate my QR code?',
    answer:
      'There is nothing extra to do: once you have added handles, your QR code appears on your profile page. Show it to a friend or share your link, and they see all your accounts at once.',
    image: qrUrl,
  },
  {
    id: 'hide-home',
    question: 'How do I hide my profile from the Home feed?',
    answer:
      "Open Settings and turn off 'Display on Home'. Your profile leaves the Home feed, while people who have your link or QR code can still open it.",
    image: hideHomeUrl,
  },
  {
    id: 'hide-search',
    question: 'How do I stop appearing in search results?',
    answer:
      "Open Settings and turn off 'Appear in search results'. Nobody can find you by name or username any more, but your link and QR code keep working.",
    image: hideSearchUrl,
  },
  {
    id: 'lock',
    question: 'How do I temporarily disable my account?',
    answer:
      "Open Settings and turn on 'Lock Account'. While it is locked your handles are hidden from everyone and you do not appear on Home or in search. Turn the toggle off whenever you want to come back.",
    image: lockUrl,
  },
  {
    id: 'contact',
    question: 'How can I contact HandleHub?',
    answer:
      'Use the feedback form in Settings: open Settings, choose Feedback, write your message and send it. We read every message.',
    image: contactUrl,
  },
];
