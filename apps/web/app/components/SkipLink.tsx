import { useTranslation } from 'react-i18next';

/** A link to the main content for keyboard users; hidden until it receives focus. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className="vn-skip-link">
      {t('skipToContent')}
    </a>
  );
}
