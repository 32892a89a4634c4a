import type { HandleItem } from '@handlehub/shared';
import { type ItemDestination, itemDestination } from '@handlehub/shared/platform-links';
import { verificationText } from '@handlehub/shared/verification';
import { ActionIcon } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './account-list.module.css';
import { copyWithToast } from './copy-to-clipboard';
import { PlatformIcon } from './platform-icon';
import { VerifiedMark } from './verified-mark';

const SECTIONS = [
  { title: 'Social', kind: 'social' },
  { title: 'Games', kind: 'game' },
  { title: 'Links', kind: 'link' },
] as const;

/** The items in the page's sections, each in the owner's order; empty sections left out. */
export function accountSections(items: readonly HandleItem[]) {
  return SECTIONS.map(({ title, kind }) => ({
    title,
    items: items.filter((item) => item.kind === kind),
  })).filter((section) => section.items.length > 0);
}

/** Told of each copy or open of a handle, with the click (so the page counts one click once: decision 020). */
type OnUse = ((slug: string, click?: Event) => void) | undefined;

/** What a row's link says it does, after the text it shows. */
const OPENS = { web: { link: 'open address', social: 'open profile' }, page: 'open game page' } as const;

/**
 * One handle: the whole row is one link where the item leads ({@link itemDestination}: the web profile or
 * address in a new tab, or the game's page here), or text when it is only copied, with copy and the row's
 * extra action as buttons beside it, never inside it.
 */
function AccountRow({
  item,
  destination,
  onUse,
  rowAction,
}: {
  item: HandleItem;
  destination: ItemDestination;
  onUse: OnUse;
  rowAction: ReactNode;
}) {
  const shown = item.shown;
  const content = (
    <>
      <span className={`${classes.icon} hh-item-icon`}>
        <PlatformIcon icon={item.icon} />
      </span>
      <span className={classes.text}>
        <span className={classes.platform}>
          <span className={classes.name}>
            {item.name}
            {/* The space outside the label's span: text read from the row keeps it ("Clash of Clans · main"). */}
            {item.label && (
              <>
                {' '}
                <span className={classes.label}>· {item.label}</span>
              </>
            )}
          </span>
          {destination.kind === 'web' && <IconExternalLink size={14} aria-hidden className={classes.opens} />}
        </span>
        {/* A space between the two lines, so the text read from the row (its name for speech input and
            axe's label check) is "Instagram riley.plays", not "Instagramriley.plays"; a flex column draws none. */}{' '}
        <span className={classes.handle} data-testid="account-username">
          {shown}
        </span>
        {item.verified && (
          <>
            {' '}
            <VerifiedMark mark={item.verified} className={classes.verified} />
          </>
        )}
      </span>
      {!item.visible && (
        <>
          {' '}
          <span className={classes.hidden}>Hidden</span>
        </>
      )}
    </>
  );
  const what = item.kind === 'link' ? 'address' : 'username';
  const verified = item.verified ? ` ${verificationText(item.verified)}` : '';
  // The visible text first, as it reads, then what the link does: speech input users say what they see.
  const read = `${item.name}${item.label ? ` · ${item.label}` : ''} ${shown}${verified}${item.visible ? '' : ' Hidden'}`;
  return (
    <li className={`${classes.row} hh-item-row`}>
      {destination.kind === 'web' ? (
        <a
          className={`${classes.main} ${classes.link}`}
          href={destination.url}
          target="_blank"
          // The person's own profiles and pages are `me`: Mastodon, and whatever reads rel=me, can then
          // show this page as theirs. A game item's link (a stats or game site) stays a plain link.
          rel={item.kind === 'game' ? 'noopener noreferrer' : 'me noopener noreferrer'}
          aria-label={`${read}, ${item.kind === 'link' ? OPENS.web.link : OPENS.web.social}`}
          data-field={item.slug}
          onClick={(event) => onUse?.(item.slug, event.nativeEvent)}
        >
          {content}
        </a>
      ) : destination.kind === 'page' ? (
        // The game's page counts its own visit, so the click is not told to `onUse` as well.
        <a
          className={`${classes.main} ${classes.link}`}
          href={destination.path}
          aria-label={`${read}, ${OPENS.page}`}
          data-field={item.slug}
        >
          {content}
        </a>
      ) : (
        <div className={classes.main}>{content}</div>
      )}
      <div className={classes.actions}>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={`Copy ${item.name} ${what}${item.label ? ` (${item.label})` : ''}`}
          onClick={() => {
            onUse?.(item.slug);
            void copyWithToast(item.value);
          }}
        >
          <IconCopy size={22} />
        </ActionIcon>
        {rowAction}
      </div>
    </li>
  );
}

/** Where a row leads: {@link itemDestination}, a game's page only where visitors may open it. */
function destinationOn(item: HandleItem, username: string | undefined): ItemDestination {
  const destination = itemDestination(item, username ?? '');
  const pageShown = username !== undefined && item.visible;
  return destination.kind === 'page' && !pageShown ? { kind: 'copy' } : destination;
}

/**
 * Items in up to three sections, 'Social', 'Games' and 'Links', each in the owner's order and a list of rows (see {@link AccountRow}).
 * Links open in a new tab without handing over this page. `onUse` hears of every copy or open (the
 * public page counts them for the owner's insights).
 */
export function AccountList({
  items,
  username,
  onUse,
  rowAction,
  headingOrder = 2,
}: {
  items: readonly HandleItem[];
  /**
   * The person whose items these are, when visitors may open their game pages: their shown game rows open
   * the game's page. Without it (a locked profile's own /profile) a game row is only copied, as is a hidden
   * one, whose page nobody else can open.
   */
  username?: string | undefined;
  onUse?: OnUse;
  /** One more action per row, after copy (the pages add 'QR' for the item's own link). */
  rowAction?: ((item: HandleItem) => ReactNode) | undefined;
  /** The sections' heading level under the page's own headings. */
  headingOrder?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingOrder}` as const;
  return (
    <div className={classes.sections}>
      {accountSections(items).map((section) => (
        <section key={section.title} aria-labelledby={`${id}-${section.title}`}>
          <Heading className={classes.heading} id={`${id}-${section.title}`}>
            {section.title}
          </Heading>
          <ul className={classes.list}>
            {section.items.map((item) => (
              <AccountRow
                key={item.id}
                item={item}
                destination={destinationOn(item, username)}
                onUse={onUse}
                rowAction={rowAction?.(item)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
