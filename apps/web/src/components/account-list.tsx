import type { SocialAccount } from '@handlehub/shared';
import { GAME_ID_DISPLAY, isGameField } from '@handlehub/shared/game-fields';
import { HANDLE_FIELDS } from '@handlehub/shared/handle-fields';
import { ActionIcon } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './account-list.module.css';
import { copyWithToast } from './copy-to-clipboard';
import { PlatformIcon } from './platform-icon';

/**
 * A game ID reads as the game shows it (Pokemon GO in groups of four). The server sends IDs normalised
 * (raw, as a game's "add friend" box takes them), so copies and QR codes hold `accountUsername` itself.
 */
const shownOf = (a: SocialAccount) =>
  GAME_ID_DISPLAY[a.fieldname as keyof typeof GAME_ID_DISPLAY]?.(a.accountUsername) ?? a.accountUsername;

const byPlatformOrder = (a: SocialAccount, b: SocialAccount) =>
  HANDLE_FIELDS.indexOf(a.fieldname) - HANDLE_FIELDS.indexOf(b.fieldname);

/** The accounts in the two sections of the page, each in the platforms' order; empty sections left out. */
export function accountSections(accounts: readonly SocialAccount[]) {
  const sorted = [...accounts].sort(byPlatformOrder);
  return [
    { title: 'Social', accounts: sorted.filter((a) => !isGameField(a.fieldname)) },
    { title: 'Games', accounts: sorted.filter((a) => isGameField(a.fieldname)) },
  ].filter((section) => section.accounts.length > 0);
}

/** Told of each copy or open of a handle, with the click (so the page counts one click once: decision 020). */
type OnUse = ((fieldname: string, click?: Event) => void) | undefined;

/**
 * One handle: the whole row is one link to the profile the server built (a game ID without a web profile
 * has none), with copy and the row's extra action as buttons beside it, never inside it.
 */
function AccountRow({
  account,
  onUse,
  rowAction,
}: {
  account: SocialAccount;
  onUse: OnUse;
  rowAction: ReactNode;
}) {
  const shown = shownOf(account);
  const content = (
    <>
      <span className={classes.icon}>
        <PlatformIcon icon={account.accountIcon} />
      </span>
      <span className={classes.text}>
        <span className={classes.platform}>
          {account.accountName}
          {account.accountLink && <IconExternalLink size={14} aria-hidden className={classes.opens} />}
        </span>
        <span className={classes.handle} data-testid="account-username">
          {shown}
        </span>
      </span>
    </>
  );
  return (
    <li className={classes.row}>
      {account.accountLink ? (
        <a
          className={`${classes.main} ${classes.link}`}
          href={account.accountLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${account.accountName} profile: ${shown}`}
          data-field={account.fieldname}
          onClick={(event) => onUse?.(account.fieldname, event.nativeEvent)}
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
          aria-label={`Copy ${account.accountName} username`}
          onClick={() => {
            onUse?.(account.fieldname);
            void copyWithToast(account.accountUsername);
          }}
        >
          <IconCopy size={22} />
        </ActionIcon>
        {rowAction}
      </div>
    </li>
  );
}

/**
 * Linked accounts in two sections, 'Social' and 'Games', each a list of rows (see {@link AccountRow}).
 * Links open in a new tab without handing over this page. `onUse` hears of every copy or open (the
 * public page counts them for the owner's insights).
 */
export function AccountList({
  accounts,
  onUse,
  rowAction,
  headingOrder = 2,
}: {
  accounts: SocialAccount[];
  onUse?: OnUse;
  /** One more action per row, after copy (the pages add 'QR' for the handle's own link). */
  rowAction?: ((account: SocialAccount) => ReactNode) | undefined;
  /** The sections' heading level under the page's own headings. */
  headingOrder?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingOrder}` as const;
  return (
    <div className={classes.sections}>
      {accountSections(accounts).map((section) => (
        <section key={section.title} aria-labelledby={`${id}-${section.title}`}>
          <Heading className={classes.heading} id={`${id}-${section.title}`}>
            {section.title}
          </Heading>
          <ul className={classes.list}>
            {section.accounts.map((account) => (
              <AccountRow
                key={account.fieldname}
                account={account}
                onUse={onUse}
                rowAction={rowAction?.(account)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
