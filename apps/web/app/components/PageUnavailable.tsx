import { useTranslation } from 'react-i18next';

/**
 * What a page says when its code could not come (a dropped connection, a deploy that replaced the
 * files the page names): hidden by the stylesheet until the head's script marks the document
 * (lib/early-input.ts). A module the browser failed to fetch stays failed until the page is loaded
 * again, so it offers that: a link to the page's own address (an empty `href`), which needs no
 * script.
 */
export function PageUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="vn-notice-bar vn-page-unavailable" role="alert" data-testid="page-unavailable">
      <span>{t('pageUnavailable.message')}</span>
      <a href="">{t('pageUnavailable.reload')}</a>
    </div>
  );
}
