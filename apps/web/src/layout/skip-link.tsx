import classes from './skip-link.module.css';

/** The id of the signed-in shell's main landmark, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Its class: focusable from script only, and without a focus ring (the page itself is not a control). */
export const skipTargetClass = classes.target;

/**
 * 'Skip to content', first in the tab order: the header and the sidebar hold some twenty stops before the page. It
 * moves the focus itself rather than following the fragment, which the router would take for a navigation.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
