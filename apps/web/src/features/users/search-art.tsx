import { Illustration } from '../../components/illustration';
import art from '../../components/illustration.module.css';
import classes from './search-art.module.css';

/**
 * The empty search screen's picture: a list of people under a magnifying glass. The screen's heading and
 * search field say what it shows.
 */
export function SearchArt() {
  return (
    <Illustration className={classes.art} testId="search-picture">
      <rect className={art.card} x="30" y="34" width="260" height="172" rx="26" />
      <rect className={art.row} x="62" y="64" width="120" height="32" rx="16" />
      <circle className={art.soft} cx="82" cy="80" r="9" />
      <rect className={art.soft} x="98" y="75" width="64" height="10" rx="5" />
      <rect className={art.row} x="62" y="108" width="150" height="32" rx="16" />
      <circle className={art.warm} cx="82" cy="124" r="9" />
      <rect className={art.line} x="98" y="119" width="90" height="10" rx="5" />
      <rect className={art.row} x="62" y="152" width="104" height="32" rx="16" />
      <circle className={art.strong} cx="82" cy="168" r="9" />
      <rect className={art.line} x="98" y="163" width="52" height="10" rx="5" />
      <circle className={classes.lens} cx="214" cy="118" r="44" strokeWidth="12" />
      <circle className={classes.glass} cx="214" cy="118" r="26" />
      <path
        className={classes.handle}
        d="M246 152l34 36"
        strokeWidth="16"
        strokeLinecap="round"
        fill="none"
      />
      <circle className={art.warm} cx="46" cy="52" r="6" />
      <circle className={art.soft} cx="276" cy="56" r="8" />
    </Illustration>
  );
}
