import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** A link to the main content for keyboard users; hidden until it receives focus. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={classes.link}>
      {t('skipToContent')}
    </a>
  );
}
